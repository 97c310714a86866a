"""Cyber-Stein: pay 5000 LP; Special Summon 1 Fusion Monster from your Extra Deck in Attack
Position.

Sources: the card's text (2005: "pay 5000 Life Points to Special Summon 1 Fusion Monster from
your Fusion Deck in face-up Attack Position"; today's: the same ignition effect and cost);
yugioh-wiki.net 《デビル・フランケン》 (not a Fusion Summon: the monster was not properly summoned,
so once in the GY it cannot be revived);
seed 000 §具有蘇生限制的怪獸的特殊召喚 (a Fusion Monster must first be properly summoned before an
effect may revive it)."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT", lp0=8000):
    table = Table(rules=rules, turn=3, turn_player=0, lp=(lp0, 8000))
    table.monster(0, "Cyber-Stein")
    table.extra(0, "Gaia the Dragon Champion", "Thousand-Eyes Restrict")
    return table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_cyber_stein_pays_5000_for_a_fusion_monster_in_attack_position(rules):
    """Q: I activate Cyber-Stein with 8000 LP and pick Gaia the Dragon Champion. A: I pay 5000
    (3000 left) and Gaia comes out in face-up Attack Position (2005 and today alike)."""
    duel = _table(rules).build()
    s = Script(duel)
    s.pick("activate", "Cyber-Stein", request="idle")
    assert lp(duel) == (3000, 8000)
    _pass_all(s, duel)
    s.pick("select", "Gaia the Dragon Champion", request="select", player=0)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    gaia = [c for c in duel.monsters(0) if c.name == "Gaia the Dragon Champion"][0]
    assert gaia.position == "attack"
    assert [c.name for c in duel.players[0].extra] == ["Thousand-Eyes Restrict"]


def test_cyber_stein_cannot_be_used_without_5000_lp():
    """Q: I have 4000 LP. May I activate Cyber-Stein? A: no: the cost cannot be paid."""
    duel = _table(lp0=4000).build()
    assert not Script(duel).has("activate", "Cyber-Stein")


def test_cyber_stein_needs_a_fusion_monster_in_the_extra_deck():
    """Q: my Extra Deck is empty. May I activate Cyber-Stein? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cyber-Stein")
    duel = table.build()
    assert not Script(duel).has("activate", "Cyber-Stein")


def test_cyber_stein_monster_cannot_be_revived_once_destroyed():
    """Q: I bring out Gaia the Dragon Champion with Cyber-Stein, then Dark Hole destroys every
    monster. May I revive Gaia with Monster Reborn? A: no: Gaia was never Fusion Summoned, so it
    was not properly summoned: Monster Reborn may target Cyber-Stein in my GY, never Gaia."""
    table = _table()
    table.hand(0, "Dark Hole", "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cyber-Stein", request="idle")
    _pass_all(s, duel)
    s.pick("select", "Gaia the Dragon Champion", request="select", player=0)
    _pass_all(s, duel)
    s.pick("activate", "Dark Hole", request="idle")
    _pass_all(s, duel)
    assert sorted(grave(duel, 0)) == ["Cyber-Stein", "Dark Hole", "Gaia the Dragon Champion"]
    s.pick("activate", "Monster Reborn", request="idle")
    req = s.expect(request="target", player=0)
    assert [o.name for o in req.options if o.kind == "target"] == ["Cyber-Stein"]
