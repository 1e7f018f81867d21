#!/usr/bin/env python3
# Usage: python3 Benchmarks/callgrind-calls.py CALLGRIND_OUT REGEX
# Prints how many times functions matching REGEX were called in a callgrind profile.
import sys,re
# Sums the calls= counts of call edges into functions whose name matches the pattern.
path, pattern = sys.argv[1], re.compile(sys.argv[2])
names={}
total=0
target=None
for line in open(path, errors='replace'):
    f=re.match(r'c?fi?n=\((\d+)\) (.*)', line)
    if f and line.startswith(('fn=','cfn=')): names[f.group(1)]=f.group(2).strip()
    m=re.match(r'cfn=\((\d+)\)(?: (.*))?', line)
    if m:
        i,name=m.group(1),m.group(2)
        if name: names[i]=name.strip()
        target=names.get(i,'')
        continue
    if line.startswith('calls=') and target is not None:
        if pattern.search(target): total+=int(line.split()[0][6:])
        target=None
print(total)
