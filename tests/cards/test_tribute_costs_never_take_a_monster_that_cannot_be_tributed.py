"""A Tribute cost never takes a monster that cannot be Tributed (stop 50; h50r request 1).

Summoner Monk's text (it cannot be Tributed while face-up) and the rule on costs (a cost that
cannot be paid cannot be paid at all, so the card or effect is not offered): the engine asks it
for a Tribute Summon, a Ritual Summon and Soul Exchange, and every Tribute cost of a card script
chooses among `ctx.tributable(...)` (or asks `ctx.cannot_be_tributed`). The rulings are
tests/cards/test_summoner_monk_as_a_tribute_cost_r50r.py (Enemy Controller, Lava Golem, Toon
Summoned Skull, Hand of Nephthys, Decode Talker); this test keeps every other script that pays
a Tribute with another card than itself on the same question."""

import os
import re

import duelist.cards

SCRIPTS = os.path.join(os.path.dirname(duelist.cards.__file__), "scripts")
HELPERS = [os.path.join(os.path.dirname(duelist.cards.__file__), name) for name in ("common.py", "kit.py")]

# a Tribute paid with the card itself only (its own text: it is no Summoner Monk)
SELF_ONLY = re.compile(r'send_to_grave\(\[ctx\.card\], "tribute"\)')
TRIBUTE = re.compile(r'send_to_grave\([^\n]*"tribute"\)')


def test_every_tribute_cost_asks_whether_the_monster_may_be_tributed():
    unasked = []
    paths = [os.path.join(SCRIPTS, name) for name in sorted(os.listdir(SCRIPTS)) if name.endswith(".py")]
    for path in paths + HELPERS:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        others = [m.group(0) for m in TRIBUTE.finditer(source) if not SELF_ONLY.fullmatch(m.group(0))]
        if others and "tributable(" not in source and "cannot_be_tributed(" not in source:
            unasked.append(os.path.basename(path))
    assert unasked == []
