int sibling;
