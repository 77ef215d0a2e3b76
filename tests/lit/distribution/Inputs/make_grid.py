"""Prints a program whose @main runs N processes of @f in a grid of N x 1."""
import sys

n = int(sys.argv[1])
print("func.func @f() -> tensor<ui32> {")
print("  %0 = stablehlo.replica_id : tensor<ui32>")
print("  return %0 : tensor<ui32>")
print("}")
types = ", ".join(["tensor<ui32>"] * n)
rows = ", ".join(["[@f]"] * n)
print("func.func @main() -> (%s) {" % types)
print('  %%r:%d = "interpreter.run_parallel"() {programs = [%s]} : () -> (%s)'
      % (n, rows, types))
results = ", ".join("%%r#%d" % i for i in range(n))
print("  func.return %s : %s" % (results, types))
print("}")
