// Benchmarks, release builds only: run through Scripts/bench.
// Each suite lives in its own file and prints its own table.
print("no benchmarks yet")
