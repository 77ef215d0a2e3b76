# Writes a copy of an MLIR bytecode file whose first attribute offset group
# claims 40 more entries than the offset section announces (the input of
# bytecode-attr-group-overrun.test): overrun_attr_group.py IN OUT

import sys
def varint(b, p):
    f = b[p]
    if f & 1: return f >> 1, p + 1
    n = 8 if f == 0 else (f & -f).bit_length() - 1
    v = int.from_bytes(b[p+1:p+1+n], 'little')
    return (v if f == 0 else (v << (8 - n - 1)) | (f >> (n + 1))), p + 1 + n
b = bytearray(open(sys.argv[1], 'rb').read())
p = 4
ver, p = varint(b, p)
p = b.index(0, p) + 1
while p < len(b):
    sid = b[p]; p += 1
    ln, p = varint(b, p)
    if sid & 0x80:
        al, p = varint(b, p)
        while p % al: p += 1
    sid &= 0x7f
    if sid == 3:
        q = p
        na, q = varint(b, q); nt, q = varint(b, q)
        d, q = varint(b, q)
        cpos = q
        c, q = varint(b, q)
        print("attrs", na, "types", nt, "first group dialect", d, "count", c, "at", cpos, file=sys.stderr)
        new = c + 40
        assert new < 64 and c < 64
        b[cpos] = (new << 1) | 1
        open(sys.argv[2], 'wb').write(b)
        break
    p += ln
