"""A training run's checkpoint: everything that continues it, saved without pickle.

``save(folder, parts)`` writes the state of a few named objects (the method with its network,
the learner with its optimiser, the replay, random generators, counters) as two files:
``state.json`` (the structure: numbers, strings, lists, which class each object is) and
``state.safetensors`` (every array and tensor by key). ``load(folder).restore(name, obj)`` writes
that state back into freshly built objects of the same run, in place: a tensor of the same shape is
copied into (so an optimiser keeps pointing at its parameters), one of another shape (a network
that grew) replaces it. An object created during training is rebuilt only from a class of this
project (``converter``, ``model``, ``training``), without calling its constructor; anything else
unknown is refused, and nothing is unpickled (docs/training.md, "Stopping and resuming a run").

What is walked: an object's attributes (``__dict__`` and ``__slots__``), lists, tuples, named
tuples, dicts, sets, deques; numpy arrays and scalars, torch tensors and parameters, numpy,
torch and Python random generators, torch optimisers (by their ``state_dict``). Functions and
weak references are skipped. An object met twice is saved once and restored as the same object.
"""

from __future__ import annotations

import collections
import dataclasses
import functools
import importlib
import json
import os
import random
import types
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import torch
from safetensors.numpy import load_file, save_file

__all__ = ["Checkpoint", "CheckpointError", "load", "save"]

STATE_JSON = "state.json"
STATE_TENSORS = "state.safetensors"
FORMAT = 1
_TRUSTED = ("converter.", "model.", "training.")
_SKIPPED = (
    types.FunctionType,
    types.MethodType,
    types.BuiltinFunctionType,
    types.ModuleType,
    functools.partial,
    type,
    weakref.ReferenceType,  # a cache of references (LSTM's flat weights): rebuilt with its object
)


class CheckpointError(ValueError):
    """A state this module cannot save, or a checkpoint it will not load."""


def save(folder: Path, parts: Mapping[str, object]) -> None:
    """Write the state of ``parts`` (name -> object) under ``folder``, atomically: a folder
    half written by a crash is never taken for a checkpoint."""
    folder = Path(folder)
    saver = _Saver()
    tree = {name: saver.capture(obj, name) for name, obj in parts.items()}
    tmp = folder.with_name(folder.name + ".tmp")
    tmp.mkdir(parents=True, exist_ok=True)
    save_file(saver.arrays, str(tmp / STATE_TENSORS))
    (tmp / STATE_JSON).write_text(json.dumps({"format": FORMAT, "parts": tree}), encoding="utf-8")
    if folder.exists():
        old = folder.with_name(folder.name + ".old")
        os.replace(folder, old)
        os.replace(tmp, folder)
        for f in old.iterdir():
            f.unlink()
        old.rmdir()
    else:
        os.replace(tmp, folder)


def load(folder: Path) -> Checkpoint:
    """The checkpoint under ``folder`` (:class:`CheckpointError` when missing or unreadable)."""
    folder = Path(folder)
    try:
        doc = json.loads((folder / STATE_JSON).read_text(encoding="utf-8"))
        arrays = load_file(str(folder / STATE_TENSORS))
    except (OSError, ValueError) as exc:
        raise CheckpointError(f"{folder}: unreadable checkpoint ({exc})") from None
    if doc.get("format") != FORMAT:
        raise CheckpointError(f"{folder}: checkpoint format {doc.get('format')!r}")
    return Checkpoint(folder, doc["parts"], _Loader(arrays))


class Checkpoint:
    """A loaded checkpoint; :meth:`restore` its parts in the order they were saved (a part may
    refer to an earlier one: the learner to the method it trains)."""

    def __init__(self, folder: Path, parts: dict, loader: _Loader) -> None:
        self.folder = folder
        self._parts = parts
        self._loader = loader

    def restore(self, name: str, current: object = None) -> Any:
        """Write part ``name``'s saved state into ``current`` (in place where it can; None:
        build it); returns the restored value (a number or a list comes back as a new value)."""
        if name not in self._parts:
            raise CheckpointError(f"{self.folder}: no state for {name!r}")
        return self._loader.rebuild(current, self._parts[name], name)


class _Saver:
    def __init__(self) -> None:
        self.arrays: dict[str, np.ndarray] = {}
        self.seen: dict[int, str] = {}
        self._keep: list[object] = []  # ids stay unique while the walk runs

    def _array(self, value: np.ndarray) -> str:
        key = f"a{len(self.arrays)}"
        # ascontiguousarray makes a 0-d array (a numpy scalar, a torch optimiser's step) 1-d:
        # the shape is put back, or a restored scalar is a (1,) array (issue 40, item 1)
        self.arrays[key] = np.ascontiguousarray(value).reshape(np.shape(value))
        return key

    def capture(self, value: Any, path: str) -> Any:  # noqa: C901 - one case per kind of value
        if value is None or isinstance(value, bool | int | float | str):
            return {"v": value}
        if isinstance(value, _SKIPPED):
            return {"skip": True}
        if isinstance(value, np.generic):
            return {"np": self._array(np.asarray(value)), "scalar": True}
        shared = isinstance(
            value, list | dict | set | collections.deque | np.ndarray | torch.Tensor
        ) or hasattr(value, "__dict__")
        if shared:
            if id(value) in self.seen:
                return {"ref": self.seen[id(value)]}
            self.seen[id(value)] = path
            self._keep.append(value)
        if isinstance(value, np.ndarray):
            if value.dtype == object:
                raise CheckpointError(f"{path}: an object array cannot be saved")
            return {"np": self._array(value)}
        if isinstance(value, torch.Tensor):
            return {
                "torch": self._array(value.detach().cpu().numpy()),
                "param": isinstance(value, torch.nn.Parameter),
                "grad": value.requires_grad,
            }
        if isinstance(value, np.random.Generator):
            return {"npgen": value.bit_generator.state}
        if isinstance(value, random.Random):
            return {"pyrandom": _jsonable(value.getstate())}
        if isinstance(value, torch.Generator):
            return {"torchgen": self._array(value.get_state().numpy())}
        if isinstance(value, torch.optim.Optimizer):
            return {"optim": self.capture(value.state_dict(), path + ".state_dict")}
        if isinstance(value, Path):
            return {"path": str(value)}
        if isinstance(value, np.dtype):
            return {"dtype": value.str}
        if isinstance(value, torch.dtype):
            return {"torchdtype": str(value).removeprefix("torch.")}
        if isinstance(value, tuple) and hasattr(value, "_fields"):
            items = [
                self.capture(v, f"{path}.{f}") for f, v in zip(value._fields, value, strict=True)
            ]
            return {"namedtuple": _class_name(value), "items": items}
        if isinstance(value, list | tuple):
            kind = "list" if isinstance(value, list) else "tuple"
            return {kind: [self.capture(v, f"{path}[{i}]") for i, v in enumerate(value)]}
        if isinstance(value, collections.deque):
            items = [self.capture(v, f"{path}[{i}]") for i, v in enumerate(value)]
            return {"deque": items, "maxlen": value.maxlen}
        if isinstance(value, set | frozenset):
            return {"set": [self.capture(v, f"{path}{{}}") for v in value]}
        if isinstance(value, dict):
            pairs = [
                [self.capture(k, f"{path}<key>"), self.capture(v, f"{path}[{k!r}]")]
                for k, v in value.items()
            ]
            return {"dict": pairs, "class": _class_name(value)}
        attrs = _attributes(value)
        if attrs is None:
            raise CheckpointError(f"{path}: cannot save a {type(value).__qualname__}")
        return {
            "obj": _class_name(value),
            "attrs": {k: self.capture(v, f"{path}.{k}") for k, v in attrs.items()},
        }


class _Loader:
    def __init__(self, arrays: Mapping[str, np.ndarray]) -> None:
        self.arrays = arrays
        self.done: dict[str, object] = {}

    def rebuild(self, current: Any, node: dict, path: str) -> Any:  # noqa: C901
        if "v" in node:
            return node["v"]
        if "skip" in node:
            return current
        if "ref" in node:
            if node["ref"] not in self.done:
                raise CheckpointError(f"{path}: refers to {node['ref']}, not restored yet")
            return self.done[node["ref"]]
        value = self._rebuild(current, node, path)
        self.done[path] = value
        return value

    def _rebuild(self, current: Any, node: dict, path: str) -> Any:  # noqa: C901
        if "np" in node:
            saved = self.arrays[node["np"]]
            if node.get("scalar"):  # reshaped: written before issue 40 a scalar was (1,)
                return saved.reshape(())[()]
            if (
                isinstance(current, np.ndarray)
                and current.shape == saved.shape
                and current.dtype == saved.dtype
                and current.flags.writeable
            ):
                current[...] = saved
                return current
            return saved.copy()
        if "torch" in node:
            saved = torch.from_numpy(self.arrays[node["torch"]].copy())
            if (
                isinstance(current, torch.Tensor)
                and current.shape == saved.shape
                and current.dtype == saved.dtype
            ):
                with torch.no_grad():
                    current.copy_(saved)
                return current
            if node["param"]:
                return torch.nn.Parameter(saved, requires_grad=node["grad"])
            return saved.requires_grad_(node["grad"]) if saved.is_floating_point() else saved
        if "npgen" in node:
            state = node["npgen"]
            gen = current if isinstance(current, np.random.Generator) else None
            if gen is None:
                bit = getattr(np.random, state["bit_generator"], None)
                if bit is None:
                    raise CheckpointError(f"{path}: unknown bit generator")
                gen = np.random.Generator(bit())
            gen.bit_generator.state = state
            return gen
        if "pyrandom" in node:
            gen = current if isinstance(current, random.Random) else random.Random()
            gen.setstate(_tupled(node["pyrandom"]))
            return gen
        if "torchgen" in node:
            gen = current if isinstance(current, torch.Generator) else torch.Generator()
            gen.set_state(torch.from_numpy(self.arrays[node["torchgen"]].copy()))
            return gen
        if "optim" in node:
            if not isinstance(current, torch.optim.Optimizer):
                raise CheckpointError(f"{path}: an optimiser's state without its optimiser")
            current.load_state_dict(self.rebuild(None, node["optim"], path + ".state_dict"))
            return current
        if "path" in node:
            return Path(node["path"])
        if "dtype" in node:
            return np.dtype(node["dtype"])
        if "torchdtype" in node:
            dtype = getattr(torch, node["torchdtype"], None)
            if not isinstance(dtype, torch.dtype):
                raise CheckpointError(f"{path}: unknown torch dtype {node['torchdtype']!r}")
            return dtype
        if "namedtuple" in node:
            cls = type(current) if current is not None else _trusted_class(node["namedtuple"], path)
            olds = list(current) if current is not None else [None] * len(node["items"])
            # the same paths as capture's (field names), so that a later reference finds them
            return cls(
                *(
                    self.rebuild(o, n, f"{path}.{f}")
                    for f, o, n in zip(cls._fields, olds, node["items"], strict=True)
                )
            )
        for kind in ("list", "tuple", "set"):
            if kind in node:
                items = node[kind]
                olds = (
                    list(current)
                    if kind != "set"
                    and isinstance(current, list | tuple)
                    and len(current) == len(items)
                    else [None] * len(items)
                )
                values = [
                    self.rebuild(o, n, f"{path}[{i}]")
                    for i, (o, n) in enumerate(zip(olds, items, strict=True))
                ]
                if kind == "list":
                    if isinstance(current, list):
                        current[:] = values
                        return current
                    return values
                return tuple(values) if kind == "tuple" else set(values)
        if "deque" in node:
            olds = list(current) if isinstance(current, collections.deque) else []
            olds = olds if len(olds) == len(node["deque"]) else [None] * len(node["deque"])
            values = [
                self.rebuild(o, n, f"{path}[{i}]")
                for i, (o, n) in enumerate(zip(olds, node["deque"], strict=True))
            ]
            if isinstance(current, collections.deque) and current.maxlen == node["maxlen"]:
                current.clear()
                current.extend(values)
                return current
            return collections.deque(values, maxlen=node["maxlen"])
        if "dict" in node:
            target = current if isinstance(current, dict) else None
            if target is None:
                target = _trusted_class(node["class"], path, builtin_ok=True)()
            values = {}
            for knode, vnode in node["dict"]:
                key = self.rebuild(None, knode, f"{path}<key>")
                values[key] = self.rebuild(target.get(key), vnode, f"{path}[{key!r}]")
            target.clear()
            target.update(values)
            return target
        if "obj" in node:
            obj = current
            if obj is None or _class_name(obj) != node["obj"]:
                cls = _trusted_class(node["obj"], path)
                obj = cls.__new__(cls)
            for name, child in node["attrs"].items():
                old = getattr(obj, name, None)
                object.__setattr__(obj, name, self.rebuild(old, child, f"{path}.{name}"))
            return obj
        raise CheckpointError(f"{path}: unknown entry {sorted(node)}")


def _attributes(value: object) -> dict[str, Any] | None:
    attrs: dict[str, Any] = {}
    if hasattr(value, "__dict__"):
        attrs.update(vars(value))
    for cls in type(value).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name not in ("__dict__", "__weakref__") and hasattr(value, name):
                attrs[name] = getattr(value, name)
    if not attrs and not hasattr(value, "__dict__") and not dataclasses.is_dataclass(value):
        return None
    return attrs


def _class_name(value: object) -> str:
    cls = type(value)
    return f"{cls.__module__}:{cls.__qualname__}"


def _trusted_class(name: str, path: str, builtin_ok: bool = False) -> type:
    module, _, qualname = name.partition(":")
    trusted = module.startswith(_TRUSTED) or (builtin_ok and module in ("builtins", "collections"))
    if not trusted:
        raise CheckpointError(f"{path}: will not build a {name} from a checkpoint")
    obj: Any = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    if not isinstance(obj, type):
        raise CheckpointError(f"{path}: {name} is not a class")
    return obj


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value
