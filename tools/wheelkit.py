"""Wheels for the browser: write a reproducible pure-Python wheel, and describe any wheel for Pyodide's lock file."""

from __future__ import annotations

import base64
import hashlib
import re
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

# The environment markers of Pyodide 314 (Python 3.14 on Emscripten), to decide which Requires-Dist apply.
PYODIDE_MARKERS = {
    "implementation_name": "cpython",
    "implementation_version": "3.14.2",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Emscripten",
    "platform_version": "",
    "python_full_version": "3.14.2",
    "python_version": "3.14",
    "sys_platform": "emscripten",
    "extra": "",
}

# Fixed time stamp for every zip entry (1980-01-01, the zip epoch): same inputs, same bytes.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"sha256={digest}"


def write_wheel(out_dir: Path, name: str, version: str, files: dict[str, bytes], summary: str) -> Path:
    """Write `name-version-py3-none-any.whl` holding `files` (archive path -> bytes), byte for byte reproducible."""
    dist = re.sub(r"[-_.]+", "_", name)
    info = f"{dist}-{version}.dist-info"
    entries = dict(sorted(files.items()))
    entries[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n"
    ).encode()
    entries[f"{info}/WHEEL"] = (
        "Wheel-Version: 1.0\nGenerator: atelier-tools\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    ).encode()
    record = "".join(f"{path},{_record_hash(data)},{len(data)}\n" for path, data in entries.items())
    entries[f"{info}/RECORD"] = (record + f"{info}/RECORD,,\n").encode()

    wheel = out_dir / f"{dist}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path, data in entries.items():
            item = zipfile.ZipInfo(path, date_time=ZIP_TIME)
            item.compress_type = zipfile.ZIP_DEFLATED
            item.external_attr = 0o644 << 16
            archive.writestr(item, data)
    return wheel


def lock_entry(wheel: Path, shipped: set[str]) -> dict:
    """The `pyodide-lock.json` entry of a wheel: name, version, file, hash, top-level imports, dependencies.

    `shipped` holds the canonical names of every wheel in the site; a dependency that applies on
    Pyodide but is not shipped is an error here, at build time, rather than an ImportError in a browser.
    """
    name, version, _build, _tags = parse_wheel_filename(wheel.name)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata_path = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(metadata_path).decode())
    imports = sorted(
        {
            re.sub(r"\.(py|pyc)$", "", path.split("/")[0])
            for path in names
            if "/" in path or path.endswith((".py", ".pyc"))
            if not path.split("/")[0].endswith((".dist-info", ".data"))
        }
    )
    depends = []
    for line in metadata.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker and not requirement.marker.evaluate(PYODIDE_MARKERS):
            continue
        dep = canonicalize_name(requirement.name)
        if dep not in shipped:
            raise SystemExit(f"{wheel.name} needs {dep}, which is not shipped: add it to tools/browser-wheels.txt")
        depends.append(dep)
    return {
        "name": str(name),
        "version": str(version),
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256_file(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": sorted(depends),
        "unvendored_tests": False,
        "shared_library": False,
    }


def applies_on_pyodide(marker: str) -> bool:
    """Whether an environment marker holds in the browser (exposed for tests)."""
    return Marker(marker).evaluate(PYODIDE_MARKERS)
