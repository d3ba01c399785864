-- The Lua workload of benches/workloads.py: lua bench.lua SCALE. A mix of what Lua programs
-- spend their time on (table construction and garbage, string building and patterns, sorting
-- with a comparison function, closures, metatables, integer and floating-point loops), each
-- part printing a checksum so that every build of the interpreter must agree.
local scale = tonumber(arg[1]) or 1

-- a 48-bit linear congruential generator (java.util.Random's), its high bits: the same
-- numbers everywhere (integer arithmetic wraps in Lua 5.4, which keeps the low 48 bits right)
local seed = 36
local function rand(n)
  seed = (seed * 25214903917 + 11) & 0xFFFFFFFFFFFF
  return (seed >> 17) % n
end

-- binary trees: allocation and recursion
local function tree(depth)
  if depth == 0 then return {} end
  depth = depth - 1
  return { tree(depth), tree(depth) }
end
local function check(t)
  if not t[1] then return 1 end
  return 1 + check(t[1]) + check(t[2])
end
local nodes = 0
for _ = 1, 4 * scale do
  for d = 4, 14, 2 do nodes = nodes + check(tree(d)) end
end
print("trees", nodes)

-- strings: formatting, concatenation through a table, patterns, gsub
local words = {}
for i = 1, 2000 do
  local w = {}
  for j = 1, 3 + rand(6) do w[j] = string.char(97 + rand(26)) end
  words[i] = table.concat(w)
end
local total, hits = 0, 0
for round = 1, 6 * scale do
  local parts = {}
  for i = 1, 3000 do
    parts[i] = string.format("%s=%d;%5.2f", words[rand(#words) + 1], i * round, i / 7)
  end
  local s = table.concat(parts, " ")
  for k, v in s:gmatch("(%a+)=(%d+)") do
    if k:find("^[aeiou]") then hits = hits + 1 end
    total = total + #k + tonumber(v) % 97
  end
  local replaced, n = s:gsub("(%a)(%a*)", function(a, b) return a:upper() .. b end)
  total = total + n + #replaced
end
print("strings", total, hits)

-- sorting with a comparison closure
local sum = 0
for round = 1, 3 * scale do
  local t = {}
  for i = 1, 30000 do t[i] = { key = rand(100000), id = i } end
  table.sort(t, function(a, b)
    if a.key ~= b.key then return a.key < b.key end
    return a.id < b.id
  end)
  for i = 1, #t, 97 do sum = sum + t[i].key * i % 1009 end
end
print("sort", sum)

-- metatables: a small vector class
local Vec = {}
Vec.__index = Vec
function Vec.new(x, y) return setmetatable({ x = x, y = y }, Vec) end
function Vec.__add(a, b) return Vec.new(a.x + b.x, a.y + b.y) end
function Vec.__mul(a, k) return Vec.new(a.x * k, a.y * k) end
function Vec:len2() return self.x * self.x + self.y * self.y end
local acc = Vec.new(0, 0)
for i = 1, 300000 * scale do
  acc = (acc + Vec.new(i % 13, i % 7)) * 0.999
  if acc:len2() > 1e6 then acc = Vec.new(0, 0) end
end
print("vectors", string.format("%.6f %.6f", acc.x, acc.y))

-- closures and upvalues: counters and a fold
local function counter()
  local n = 0
  return function(k) n = n + k; return n end
end
local c, folded = counter(), 0
for i = 1, 500000 * scale do folded = (folded + c(i % 5)) % 1000003 end
print("closures", folded)

-- numbers: a sieve in a table and a floating-point series
local n = 200000
local count = 0
for _ = 1, scale do
  local composite = {}
  for i = 2, n do
    if not composite[i] then
      count = count + 1
      for j = i * i, n, i do composite[j] = true end
    end
  end
end
local pi = 0.0
for k = 0, 1000000 * scale do pi = pi + (k % 2 == 0 and 1 or -1) / (2 * k + 1) end
print("numbers", count, string.format("%.12f", 4 * pi))

-- a hash table keyed by strings: word counts
local counts = {}
for _ = 1, 200000 * scale do
  local w = words[rand(#words) + 1]
  counts[w] = (counts[w] or 0) + 1
end
local keys = {}
for k in pairs(counts) do keys[#keys + 1] = k end
table.sort(keys, function(a, b)
  if counts[a] ~= counts[b] then return counts[a] > counts[b] end
  return a < b
end)
print("words", #keys, keys[1], counts[keys[1]], keys[#keys])
