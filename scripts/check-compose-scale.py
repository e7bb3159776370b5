#!/usr/bin/env python3
# Checks the production compose, resolved with its scaled override (`docker-compose -f docker-compose.yml -f
# docker-compose.scale.yml config`, on stdin), for what `config -q` cannot see but `up --scale` and a
# load-balanced stack need (issue 34, decision 0057). Python because CI runs it before `npm ci`, beside Debian's
# docker-compose, which brings PyYAML. Exits 1 listing every problem.
#   - core-api and the BFF run more than one copy;
#   - a service with copies names no container, fixes no address and publishes no fixed host port;
#   - TRUST_PROXY / BFF_TRUST_PROXY trust a subnet of a network the service is on, not one address (with one
#     address trusted, every other copy's requests would look like they all come from that hop).
import ipaddress
import sys

import yaml

config = yaml.safe_load(sys.stdin)
services = config.get("services", {})
networks = config.get("networks", {})
problems = []


def replicas(service):
    deploy = service.get("deploy") or {}
    return int(deploy.get("replicas", service.get("scale", 1)))


for name in ("core-api", "bff"):
    if name not in services or replicas(services[name]) < 2:
        problems.append(f"{name}: the scaled override should run at least two copies")

for name, service in services.items():
    if replicas(service) > 1:
        if "container_name" in service:
            problems.append(f"{name}: container_name {service['container_name']!r} forbids copies")
        for port in service.get("ports") or []:
            published = port.get("published") if isinstance(port, dict) else str(port).rsplit(":", 1)[0]
            if published not in (None, ""):
                problems.append(f"{name}: host port {published} can be published by one copy only")
        for net, attached in (service.get("networks") or {}).items():
            for key in ("ipv4_address", "ipv6_address"):
                if attached and attached.get(key):
                    problems.append(f"{name}: fixed address {attached[key]} on {net} forbids copies")

    environment = service.get("environment") or {}
    for variable in ("TRUST_PROXY", "BFF_TRUST_PROXY"):
        value = environment.get(variable)
        if value is None:
            continue
        subnets = [
            ipaddress.ip_network(entry["subnet"])
            for net in (service.get("networks") or {})
            for entry in (((networks.get(net) or {}).get("ipam") or {}).get("config") or [])
            if "subnet" in entry
        ]
        for part in str(value).split(","):
            try:
                trusted = ipaddress.ip_network(part.strip(), strict=False)
            except ValueError:
                problems.append(f"{name}: {variable}={value!r} should name a subnet")
                continue
            if trusted.num_addresses == 1 or trusted not in subnets:
                problems.append(
                    f"{name}: {variable}={part.strip()!r} should be the subnet of its network "
                    f"({', '.join(map(str, subnets)) or 'none fixed'}), so every copy of the balancer and BFF is trusted"
                )

if problems:
    print("docker-compose (scaled) is not ready for copies:", *problems, sep="\n  ", file=sys.stderr)
    sys.exit(1)
