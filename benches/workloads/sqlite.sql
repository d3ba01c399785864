-- The SQL workload of benches/workloads.py, run by the sqlite3 shell on an in-memory database.
-- params(n), the number of orders, is created before this file. Every value comes from
-- arithmetic on the row number (no random()), so every build must print the same results.
.headers off
.mode list
CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT, city TEXT, joined TEXT);
CREATE TABLE orders(id INTEGER PRIMARY KEY, customer INTEGER, amount REAL, item TEXT, meta TEXT);

-- inserts through a recursive CTE
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < (SELECT n / 20 FROM params))
INSERT INTO customers
SELECT i, 'cust' || (i * 7919 % 100003), 'city' || (i * 31 % 97),
       date('2020-01-01', '+' || (i * 13 % 1500) || ' days')
FROM c;
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < (SELECT n FROM params))
INSERT INTO orders
SELECT i, 1 + (i * 2654435761 % (SELECT n / 20 FROM params)), (i * 48271 % 100000) / 100.0,
       'item-' || (i * 16807 % 5000),
       json_object('qty', i % 7 + 1, 'tags', json_array('t' || (i % 13), 't' || (i % 17)),
                   'note', printf('order %d of %s', i, hex(i * 40503)))
FROM c;
CREATE INDEX orders_customer ON orders(customer);
CREATE INDEX customers_city ON customers(city);

-- a join with GROUP BY and a sort on an aggregate
SELECT c.city, count(*), round(sum(o.amount), 2), round(avg(o.amount), 4)
FROM orders o JOIN customers c ON c.id = o.customer
GROUP BY c.city ORDER BY 3 DESC, 1 LIMIT 12;

-- LIKE, with and without a leading wildcard
SELECT count(*) FROM orders WHERE item LIKE '%12%';
SELECT count(*), min(name), max(name) FROM customers WHERE name LIKE 'cust1%5';
SELECT count(*) FROM orders WHERE meta LIKE '%"t1%' AND item NOT LIKE '%9';

-- sorts
SELECT id, amount, item FROM orders ORDER BY amount DESC, item, id LIMIT 5 OFFSET 1000;
SELECT group_concat(name, ',') FROM (SELECT name FROM customers ORDER BY joined DESC, name LIMIT 20);

-- an index lookup per row (correlated subquery) and a three-way join
SELECT count(*) FROM customers c
WHERE (SELECT max(amount) FROM orders o WHERE o.customer = c.id) > 990;
SELECT c1.city, count(DISTINCT o.item)
FROM customers c1 JOIN orders o ON o.customer = c1.id
JOIN customers c2 ON c2.city = c1.city AND c2.id = c1.id + 97
GROUP BY c1.city ORDER BY 2 DESC, 1 LIMIT 5;

-- window functions
SELECT customer, id, amount FROM (
  SELECT customer, id, amount, rank() OVER (PARTITION BY customer ORDER BY amount DESC, id) AS r
  FROM orders)
WHERE r = 1 ORDER BY amount DESC, customer LIMIT 8;
SELECT round(sum(x), 2), round(max(x), 2) FROM (
  SELECT avg(amount) OVER (ORDER BY id ROWS BETWEEN 20 PRECEDING AND CURRENT ROW) AS x FROM orders);
SELECT city, joined, running FROM (
  SELECT city, joined, count(*) OVER (PARTITION BY city ORDER BY joined) AS running,
         row_number() OVER (PARTITION BY city ORDER BY joined DESC) AS rn
  FROM customers)
WHERE rn = 1 ORDER BY running DESC, city LIMIT 6;

-- JSON: extraction, a table-valued function, aggregation into JSON
SELECT json_extract(meta, '$.qty') AS q, count(*), round(sum(amount), 2)
FROM orders GROUP BY q ORDER BY q;
SELECT j.value, count(*) FROM orders, json_each(orders.meta, '$.tags') AS j
WHERE orders.id % 3 = 0 GROUP BY j.value ORDER BY 2 DESC, 1 LIMIT 6;
SELECT length(json_group_array(json_object('id', id, 'a', amount)))
FROM (SELECT id, amount FROM orders WHERE customer % 50 = 1);

-- a recursive CTE walking a graph: customers linked to the one joined 1000 days after
WITH RECURSIVE walk(id, depth) AS (
  SELECT 1, 0
  UNION
  SELECT (w.id * 7 + c.id) % (SELECT n / 20 FROM params) + 1, depth + 1
  FROM walk w JOIN customers c ON c.id = w.id WHERE depth < 5000)
SELECT count(*), max(depth), sum(id) FROM walk;

-- updates and deletes through the index, then a summary
UPDATE orders SET amount = round(amount * 1.1, 2) WHERE customer % 10 = 0;
DELETE FROM orders WHERE id % 7 = 0;
SELECT count(*), round(sum(amount), 2), count(DISTINCT customer) FROM orders;
