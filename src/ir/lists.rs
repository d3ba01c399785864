//! The blocks' instruction lists of a function, all in one array.
//!
//! Each block lists its phis, and its other instructions, in order. As a vector per block,
//! those lists would lie wherever the allocator put each one, among the front end's other
//! allocations: on a large function, a pass reading the instructions in layout order (most
//! passes do) would then miss the cache at every block. Here every list is a range of one
//! array per function. The front end and the `.ir` reader fill the blocks one after another,
//! so the lists lie in about layout order, and a pass reads the array from start to end;
//! cloning a function copies one array.
//!
//! A list that outgrows its room moves to the end of the array with room for as many again,
//! leaving its old range unused (as a growing vector leaves its old buffer), so pushing is
//! amortized constant time and the array holds at most about four times the entries ever
//! pushed. The list at the end of the array grows in place. Removing entries never moves a
//! list.

use super::Inst;
use cranelift_entity::packed_option::ReservedValue;

/// One list: `len` entries from `start`, with room for `room`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct List {
    start: u32,
    len: u32,
    room: u32,
}

/// The array all of a function's lists live in.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Lists {
    data: Vec<Inst>,
}

impl Lists {
    pub(super) fn get(&self, list: List) -> &[Inst] {
        let start = list.start as usize;
        &self.data[start..start + list.len as usize]
    }

    fn get_mut(&mut self, list: List) -> &mut [Inst] {
        let start = list.start as usize;
        &mut self.data[start..start + list.len as usize]
    }

    /// Make room in `list` for `more` entries beyond its length.
    pub(super) fn reserve(&mut self, list: &mut List, more: usize) {
        let needed = list.len as usize + more;
        if needed <= list.room as usize {
            return;
        }
        let end = list.start as usize + list.room as usize;
        if end == self.data.len() {
            // The last list of the array grows in place.
            self.data
                .resize(list.start as usize + needed, Inst::reserved_value());
        } else {
            let start = self.data.len();
            let (from, len) = (list.start as usize, list.len as usize);
            self.data.extend_from_within(from..from + len);
            let room = needed.max(2 * len).max(4);
            self.data.resize(start + room, Inst::reserved_value());
            list.start = index(start);
        }
        list.room = index(self.data.len() - list.start as usize);
    }

    pub(super) fn push(&mut self, list: &mut List, inst: Inst) {
        self.reserve(list, 1);
        self.data[(list.start + list.len) as usize] = inst;
        list.len += 1;
    }

    /// Insert `inst` at `at`, shifting the entries after it.
    pub(super) fn insert(&mut self, list: &mut List, at: usize, inst: Inst) {
        self.push(list, inst);
        self.get_mut(*list)[at..].rotate_right(1);
    }

    /// Keep the entries for which `keep` holds, in order.
    pub(super) fn retain(&mut self, list: &mut List, mut keep: impl FnMut(Inst) -> bool) {
        let entries = self.get_mut(*list);
        let mut kept = 0;
        for i in 0..entries.len() {
            let inst = entries[i];
            if keep(inst) {
                entries[kept] = inst;
                kept += 1;
            }
        }
        list.len = index(kept);
    }

    pub(super) fn truncate(list: &mut List, len: usize) {
        list.len = list.len.min(index(len));
    }

    /// Move `lists`, all the lists of the array, one after another into an array of just
    /// their entries, with no room to grow: the ranges lists left behind as they grew, and
    /// their spare room, are given back (a list pushed to again moves to the end).
    pub(super) fn compact<'a>(&mut self, lists: impl Iterator<Item = &'a mut List>) {
        let lists: Vec<&mut List> = lists.collect();
        let total = lists.iter().map(|l| l.len as usize).sum();
        let mut data = Vec::with_capacity(total);
        for list in lists {
            let start = index(data.len());
            data.extend_from_slice(self.get(*list));
            *list = List {
                start,
                len: list.len,
                room: list.len,
            };
        }
        self.data = data;
    }
}

/// Positions in the array are `u32`, as entities are.
fn index(n: usize) -> u32 {
    u32::try_from(n).expect("a function's instruction lists exceed 2^32 entries")
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    /// Lists filled in turn, then interleaved, then edited, must read back as vectors
    /// given the same operations do.
    #[test]
    fn lists_behave_like_vectors() {
        let mut lists = Lists::default();
        let mut ours = [List::default(); 3];
        let mut model: [Vec<Inst>; 3] = Default::default();
        let mut n = 0;
        let mut push =
            |which: usize, lists: &mut Lists, ours: &mut [List; 3], model: &mut [Vec<Inst>; 3]| {
                lists.push(&mut ours[which], Inst::new(n));
                model[which].push(Inst::new(n));
                n += 1;
            };
        for which in 0..3 {
            for _ in 0..5 {
                push(which, &mut lists, &mut ours, &mut model);
            }
        }
        for k in 0..40 {
            push(k % 3, &mut lists, &mut ours, &mut model);
            push(0, &mut lists, &mut ours, &mut model);
        }
        lists.insert(&mut ours[1], 2, Inst::new(1000));
        model[1].insert(2, Inst::new(1000));
        lists.insert(&mut ours[2], 0, Inst::new(1001));
        model[2].insert(0, Inst::new(1001));
        lists.retain(&mut ours[0], |i| i.index() % 3 != 0);
        model[0].retain(|i| i.index() % 3 != 0);
        Lists::truncate(&mut ours[2], 7);
        model[2].truncate(7);
        for which in 0..3 {
            assert_eq!(lists.get(ours[which]), &model[which][..]);
        }
        // Growth is amortized: the array holds at most four times the entries pushed.
        let pushed = 3 * 5 + 40 * 2 + 2;
        assert!(
            lists.data.len() <= 4 * pushed,
            "{} for {pushed}",
            lists.data.len()
        );
        assert!(lists.get(List::default()).is_empty());
        // Compacted, the lists read the same, from an array of just their entries, and
        // grow again as vectors do.
        lists.compact(ours.iter_mut());
        assert_eq!(lists.data.len(), model.iter().map(Vec::len).sum::<usize>());
        assert_eq!(lists.data.capacity(), lists.data.len());
        for which in 0..3 {
            assert_eq!(lists.get(ours[which]), &model[which][..]);
        }
        push(1, &mut lists, &mut ours, &mut model);
        lists.insert(&mut ours[0], 1, Inst::new(1002));
        model[0].insert(1, Inst::new(1002));
        for which in 0..3 {
            assert_eq!(lists.get(ours[which]), &model[which][..]);
        }
    }
}
