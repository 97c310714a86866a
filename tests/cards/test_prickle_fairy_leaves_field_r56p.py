"""Prickle Fairy (91559748): its protection of Insect monsters lasts only while it is face-up on the
field, however it left; and the doubt about its end-of-Damage-Step change when it is destroyed.

Sources: yugioh-wiki.net 《棘の妖精》: its OCG text (相手はこのカードを破壊しない限り、昆虫族モンスター
を攻撃できない: "unless the opponent destroys it") and the IOC-077 English text (while it remains
face-up on the field); the page's FAQ asks whether the opponent stays unable to attack Insects after
Prickle Fairy left the field by a Tribute, a bounce or a banishment (not destroyed); the answer's
text was not retrieved (round 56p review): our reading, as the script plays it, is that the
continuous effect ends when the card leaves, however it left (a continuous effect of a monster
applies only while it is face-up on the field: seed 000 §怪獸的表示形式)."""

import pytest

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

PRICKLE = "Prickle Fairy"
INSECT = "Insect Knight"        # Level 4 Insect, 1900/1500


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_prickle_fairy_bounced_protects_no_more(rules):
    """Q: my opponent's Compulsory Evacuation Device returns my face-up Prickle Fairy to my hand
    (it was not destroyed). A: its protection ends with it: my opponent's Summoned Skull may now
    attack my face-up Insect Knight."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    prickle = table.monster(0, PRICKLE, position="defense")
    table.monster(0, INSECT)
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", prickle, player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert hand(duel, 0) == [PRICKLE]
    s.pick("battle")
    targets = sorted(o.target_name for o in s.options("attack", "Summoned Skull"))
    assert targets == [INSECT]
