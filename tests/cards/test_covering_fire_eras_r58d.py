"""Covering Fire (74458486) by era: the GOAT preset plays its 2005 text.

Sources: the 2005 text (RDS-EN060, as Pojo's card of the day of 2005-01-20 quotes it): when an
opponent's monster attacks a monster of yours, it is activated during the Damage Step and adds
the ATK of 1 other face-up monster of yours to the attacked monster during the Damage Step; no
"select" in it (the other monster is picked as it resolves, nothing targeted: our reading, as
Harpies' Hunting Ground's 2005 row of docs/cards.md; Pojo's reviewer read it so too). The 2005
rule for an ATK change in the Damage Step (from its start up to damage calculation) is the one
the engine plays for Injection Fairy Lily's 2005 text. Today's text (the MR5 preset): during
damage calculation only, the other monster targeted (tests/cards/test_covering_fire_r58d.py)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Covering Fire"


def _step(duel):
    return [e["step"] for e in duel.log if e["type"] == "step"][-1]


def _first_offer(s):
    """Pass every window until Covering Fire is offered; the step it is first offered in."""
    while not s.has("activate", CARD):
        s.pick("pass")
    return _step(s.duel)


def _position(rules):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(0, "Hitotsu-Me Giant")
    table.spell_trap(0, CARD)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    return duel, s, guardian


def test_covering_fire_2005_is_activated_at_the_start_of_the_damage_step_and_picks_on_resolution():
    """Q: (Goat) my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400); I control
    Hitotsu-Me Giant (1200). A: Covering Fire is first offered as the Damage Step starts (not at
    the attack declaration); it targets nothing: the Giant is picked as it resolves; Celtic
    Guardian battles with 2600: Battle Ox is destroyed, my opponent takes 900."""
    duel, s, guardian = _position("GOAT")
    assert _first_offer(s) == "damage_start"
    s.pick("activate", CARD, player=0, request="chain")
    assert duel.request.kind != "target"
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="select", player=0)
    s.pick("select", "Hitotsu-Me Giant")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [e["value"] for e in duel.log if e["type"] == "battle"] == [2600]
    assert lp(duel) == (8000, 7100) and grave(duel, 1) == ["Battle Ox"]
    assert duel.atk(guardian.card(duel)) == 1400


def test_covering_fire_today_waits_for_damage_calculation():
    """Q: the same attack under today's text (MR5). A: Covering Fire is first offered in damage
    calculation, and it targets Hitotsu-Me Giant as it is activated; the result is the same."""
    duel, s, guardian = _position("MR5")
    assert _first_offer(s) == "damage_calculation"
    s.pick("activate", CARD, player=0, request="chain")
    s.expect(request="target", player=0)
    s.pick("target", "Hitotsu-Me Giant")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7100) and grave(duel, 1) == ["Battle Ox"]
