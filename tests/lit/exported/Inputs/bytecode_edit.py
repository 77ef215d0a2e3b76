#!/usr/bin/env python3
"""Rewrites parts of an MLIR bytecode file, for tests of a dialect's reader.

  bytecode_edit.py IN OUT [--entry DIALECT PATTERN REPLACEMENT]...
                          [--dialect-version DIALECT X.Y.Z]

--entry: the one custom-encoded attribute entry of DIALECT whose bytes, as
lower-case hex, fully match the regular expression PATTERN is replaced by
re.sub(PATTERN, REPLACEMENT) (hex; groups allowed). No match or several
matches is an error (exit 2), so a test never edits what it did not mean to.
--dialect-version: gives DIALECT a version entry in the dialect section, as
a writer whose dialect writes a version (three varints) would.

The file is re-encoded section by section (MLIR's bytecode format: a header,
then sections of id, varint length, optional alignment, data), with the
attribute/type offsets rewritten to the new entry sizes.
"""
import re
import sys


def encode_varint(value):
    for n in range(1, 9):
        if value < 1 << (7 * n):
            return ((value << n) | (1 << (n - 1))).to_bytes(n, "little")
    return b"\0" + value.to_bytes(8, "little")


class Reader:
    def __init__(self, data, pos=0):
        self.data, self.pos = data, pos

    def byte(self):
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self):
        first = self.data[self.pos]
        if first == 0:
            value = int.from_bytes(self.data[self.pos + 1:self.pos + 9], "little")
            self.pos += 9
            return value
        n = (first & -first).bit_length()
        value = int.from_bytes(self.data[self.pos:self.pos + n], "little") >> n
        self.pos += n
        return value

    def take(self, n):
        self.pos += n
        return self.data[self.pos - n:self.pos]

    def at_end(self):
        return self.pos >= len(self.data)


def fail(message):
    sys.stderr.write("bytecode_edit.py: " + message + "\n")
    sys.exit(2)


def main(argv):
    if len(argv) < 3:
        fail("usage: bytecode_edit.py IN OUT [--entry D P R]... [--dialect-version D X.Y.Z]")
    data = open(argv[1], "rb").read()
    entry_edits, versions = [], {}
    rest = argv[3:]
    while rest:
        if rest[0] == "--entry" and len(rest) >= 4:
            entry_edits.append(tuple(rest[1:4]))
            rest = rest[4:]
        elif rest[0] == "--dialect-version" and len(rest) >= 3:
            versions[rest[1]] = [int(p) for p in rest[2].split(".")]
            rest = rest[3:]
        else:
            fail("unknown arguments " + " ".join(rest))

    if data[:4] != b"ML\xefR":
        fail("not MLIR bytecode")
    r = Reader(data, 4)
    r.varint()
    r.pos = data.index(b"\0", r.pos) + 1
    header = data[:r.pos]
    sections = []  # (id, alignment or None, payload)
    while not r.at_end():
        code = r.byte()
        length = r.varint()
        alignment = None
        if code & 0x80:
            alignment = r.varint()
            while r.pos % alignment:
                r.pos += 1
        sections.append([code & 0x7F, alignment, r.take(length)])
    by_id = {s[0]: s for s in sections}

    # Strings: a count, the sizes (with their NUL) in reverse order, the data.
    sr = Reader(by_id[0][2])
    sizes = [sr.varint() for _ in range(sr.varint())]
    strings, offset, blob = [], 0, by_id[0][2][sr.pos:]
    for size in reversed(sizes):
        strings.append(blob[offset:offset + size - 1].decode("utf-8", "replace"))
        offset += size

    # Dialects: a count, then per dialect its name (a string index with a
    # "has a version" flag) and the version, a nested section (id 7).
    dr = Reader(by_id[1][2])
    count = dr.varint()
    dialect_names, dialect_bytes = [], bytearray(encode_varint(count))
    for _ in range(count):
        raw = dr.varint()
        name = strings[raw >> 1]
        dialect_names.append(name)
        version = None
        if raw & 1:
            if dr.byte() != 7:
                fail("unexpected dialect version section")
            version = dr.take(dr.varint())
        if name in versions:
            version = b"".join(encode_varint(v) for v in versions.pop(name))
        dialect_bytes += encode_varint(((raw >> 1) << 1) | (version is not None))
        if version is not None:
            dialect_bytes += b"\x07" + encode_varint(len(version)) + version
    if versions:
        fail("no dialect named " + ", ".join(versions))
    dialect_bytes += by_id[1][2][dr.pos:]
    by_id[1][2] = bytes(dialect_bytes)

    # Attribute and type entries: counts, then groups (dialect, entries of
    # size and "custom encoding" flag); the bytes follow in section 2.
    orr, entries = Reader(by_id[3][2]), Reader(by_id[2][2])
    num_attrs, num_types = orr.varint(), orr.varint()
    groups = []  # (kind, dialect index, [[custom, bytes]])
    for kind, total in (("attr", num_attrs), ("type", num_types)):
        seen = 0
        while seen < total:
            dialect, n = orr.varint(), orr.varint()
            group = []
            for _ in range(n):
                raw = orr.varint()
                group.append([raw & 1, entries.take(raw >> 1)])
            groups.append((kind, dialect, group))
            seen += n
    for dialect, pattern, replacement in entry_edits:
        hits = [e for kind, d, group in groups for e in group
                if kind == "attr" and dialect_names[d] == dialect and e[0]
                and re.fullmatch(pattern, e[1].hex())]
        if len(hits) != 1:
            fail("%d %s entries match %s (want 1)" % (len(hits), dialect, pattern))
        hits[0][1] = bytes.fromhex(re.sub(pattern, replacement, hits[0][1].hex()))
    offsets = bytearray(encode_varint(num_attrs) + encode_varint(num_types))
    payload = bytearray()
    for kind, dialect, group in groups:
        offsets += encode_varint(dialect) + encode_varint(len(group))
        for custom, body in group:
            offsets += encode_varint((len(body) << 1) | custom)
            payload += body
    by_id[3][2], by_id[2][2] = bytes(offsets), bytes(payload)

    out = bytearray(header)
    for code, alignment, payload in sections:
        out.append(code | (0x80 if alignment else 0))
        out += encode_varint(len(payload))
        if alignment:
            out += encode_varint(alignment)
            while len(out) % alignment:
                out.append(0xCB)
        out += payload
    open(argv[2], "wb").write(bytes(out))


if __name__ == "__main__":
    main(sys.argv)
