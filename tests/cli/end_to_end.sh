echo "end-to-end: nothing yet"
