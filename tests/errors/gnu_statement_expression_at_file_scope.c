int g = ({ 1; });
