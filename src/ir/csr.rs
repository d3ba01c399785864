//! Grouping by key into one flat array (the "compressed sparse row" layout): a counting
//! sort, stable, in time linear in the items and keys. The CFG's predecessor lists, the
//! dominator tree's child lists and mem2reg's accesses per alloca are all built with it:
//! one allocation for all the lists instead of one per list.

/// Items grouped by key: key `k`'s items are `items[start[k]..start[k + 1]]`, in the order
/// they were given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Csr<T> {
    pub start: Vec<u32>,
    pub items: Vec<T>,
}

impl<T> Csr<T> {
    /// The items of key `k`; none for a key beyond those grouped.
    pub fn of(&self, k: usize) -> &[T] {
        match self.start.get(k..k + 2) {
            Some(&[lo, hi]) => &self.items[lo as usize..hi as usize],
            _ => &[],
        }
    }
}

/// Group `(key, item)` pairs, every key below `keys`, by key: count each key's items, turn
/// the counts into starts by prefix sums, then place each item at its key's next slot.
pub fn group_by_key<T: Copy>(keys: usize, pairs: impl Iterator<Item = (u32, T)> + Clone) -> Csr<T> {
    let mut start = vec![0u32; keys + 1];
    let mut first = None;
    for (k, item) in pairs.clone() {
        start[k as usize + 1] += 1;
        first.get_or_insert(item);
    }
    for k in 1..start.len() {
        start[k] += start[k - 1];
    }
    let Some(first) = first else {
        return Csr {
            start,
            items: Vec::new(),
        };
    };
    let mut fill = start.clone();
    let mut items = vec![first; start[keys] as usize];
    for (k, item) in pairs {
        let slot = &mut fill[k as usize];
        items[*slot as usize] = item;
        *slot += 1;
    }
    Csr { start, items }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_by_key_keeping_the_order_within_a_key() {
        let pairs = [(2, 'a'), (0, 'b'), (2, 'c'), (0, 'd'), (3, 'e')];
        let csr = group_by_key(4, pairs.iter().copied());
        assert_eq!(csr.of(0), ['b', 'd']);
        assert!(csr.of(1).is_empty());
        assert_eq!(csr.of(2), ['a', 'c']);
        assert_eq!(csr.of(3), ['e']);
        assert!(csr.of(4).is_empty(), "beyond the keys");
        assert_eq!(
            group_by_key::<char>(2, std::iter::empty()).of(1),
            [] as [char; 0]
        );
    }
}
