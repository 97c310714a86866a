"""Chain Burst (48276469): when is the 1000 damage dealt -- as the Trap Card is activated, or as
it resolves?

Sources: yugioh-wiki.net 《連鎖炸薬》 (page history: the note "the damage is dealt at the Trap's
activation, so it is dealt even when the activation is negated by Seven Tools of the Bandit" was
withdrawn with the ruling that the damage is dealt as the Trap's effect resolves); the same page:
chained to a Trap Card's activation, Chain Burst does not burn that activation (it was activated
before Chain Burst applied). So: the Trap burns its player once its chain link has resolved,
provided its activation was not negated and Chain Burst was face-up and applying both when the
Trap was activated and when it resolved. No chain link of Chain Burst's own (nothing can answer
the damage). Era: we found no 2005 (GOAT) ruling that differs and apply the same under both
presets (the 2005 text says what today's does)."""

import pytest

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_chain_burst_no_damage_when_the_trap_activation_is_negated(rules):
    """Q: my Chain Burst is face-up; my opponent answers my attack with Mirror Force and I chain
    Seven Tools of the Bandit (paying 1000). A: Seven Tools resolves, so I take 1000 from Chain
    Burst; Mirror Force's activation is negated, so my opponent takes no 1000 from it; my Battle
    Ox survives and hits for 1700: 6000 / 6300."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Chain Burst", face_down=False)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=0, request="battle")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    _finish(s)
    assert lp(duel) == (6000, 6300)
    assert "Battle Ox" not in grave(duel, 0) and "Mirror Force" in grave(duel, 1)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(0, 1000), (1, 1700)]


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_chain_burst_burns_a_trap_that_resolves_before_it_is_destroyed(rules):
    """Q: my opponent targets my face-up Chain Burst with Mystical Space Typhoon; I chain my Set
    Dust Tornado on their Set card. A: Dust Tornado resolves first, while Chain Burst is still
    face-up: I take 1000; then Chain Burst is destroyed."""
    table = Table(rules=rules, turn=4, turn_player=1)
    burst = table.spell_trap(0, "Chain Burst", face_down=False)
    table.spell_trap(0, "Dust Tornado")
    set_card = table.spell_trap(1, "Sakuretsu Armor")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", burst, player=1)
    s.pick("activate", "Dust Tornado", player=0, request="chain")
    s.pick("target", set_card, player=0)
    _finish(s)
    if duel.request is not None and duel.request.kind == "yes_no":
        s.pick("no", player=0)
    assert lp(duel) == (7000, 8000)
    assert sorted(grave(duel, 0)) == ["Chain Burst", "Dust Tornado"]
    assert grave(duel, 1) == ["Sakuretsu Armor", "Mystical Space Typhoon"] or \
        sorted(grave(duel, 1)) == ["Mystical Space Typhoon", "Sakuretsu Armor"]


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_chain_burst_destroyed_by_the_trap_itself_burns_nothing(rules):
    """Q: my opponent activates Dust Tornado on my face-up Chain Burst. A: the burn would come as
    Dust Tornado resolves, but by then Chain Burst is destroyed: no damage."""
    table = Table(rules=rules, turn=4, turn_player=1)
    burst = table.spell_trap(0, "Chain Burst", face_down=False)
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=1, request="idle")
    s.pick("target", burst, player=1)
    _finish(s)
    if duel.request is not None and duel.request.kind == "yes_no":
        s.pick("no", player=1)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Chain Burst"]
    assert of_type(duel, "damage") == []


def test_chain_burst_a_trap_chained_to_its_activation_burns_nothing():
    """Q: I activate my Set Chain Burst; my opponent chains Dust Tornado on it. A: Dust Tornado
    was activated while Chain Burst's own activation was still on the chain (it did not apply
    yet): no damage; Chain Burst is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    burst = table.spell_trap(0, "Chain Burst")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Chain Burst", player=0, request="idle")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", burst, player=1)
    _finish(s)
    if duel.request is not None and duel.request.kind == "yes_no":
        s.pick("no", player=1)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Chain Burst"]


def test_chain_burst_makes_no_chain_link_of_its_own():
    """Q: my Chain Burst is face-up and I activate Dust Tornado on my opponent's Set card. Can my
    opponent chain anything to the damage? A: no: the damage is applied as Dust Tornado resolves,
    with no chain link (the log shows one chain link only, Dust Tornado's)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Chain Burst", face_down=False)
    table.spell_trap(0, "Dust Tornado")
    force = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=0, request="idle")
    s.pick("target", force, player=0)
    _finish(s)
    if duel.request is not None and duel.request.kind == "yes_no":
        s.pick("no", player=0)
    assert lp(duel) == (7000, 8000)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Dust Tornado"]
