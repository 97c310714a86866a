"""Covering Fire (74458486): the ATK it adds is the other monster's ATK as Covering Fire
resolves, fixed then -- a later change to that monster does not follow.

Sources: the 2005 text (RDS-EN060, Pojo's card of the day of 2005-01-20: activated in the Damage
Step, the attacked monster gains the ATK of 1 other face-up monster of yours) and today's, in
our own words; seed 000 §效果處理 (an effect reads the values it needs as it resolves; what it
applied then does not follow later changes): our reading, no ruling page found for 《援護射撃》's
amount. Tested under the GOAT preset, where Covering Fire and Rush Recklessly can both be
activated in the Damage Step up to damage calculation (today's Covering Fire waits for damage
calculation, where Rush Recklessly cannot be activated)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Covering Fire"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack():
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(0, "Hitotsu-Me Giant")
    table.spell_trap(0, CARD)
    table.spell_trap(0, "Rush Recklessly")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    while not s.has("activate", CARD):
        s.pick("pass")
    s.pick("activate", CARD, player=0, request="chain")
    return duel, s


def test_covering_fire_reads_the_lending_monsters_atk_as_it_resolves():
    """Q: (Goat) my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400); I activate
    Covering Fire and chain Rush Recklessly to my Hitotsu-Me Giant (1200). A: Rush Recklessly
    resolves first (Giant 1900), then Covering Fire picks the Giant: Celtic Guardian battles with
    1400 + 1900 = 3300; my opponent takes 1600."""
    duel, s = _attack()
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Hitotsu-Me Giant", player=0)
    _finish(s)
    s.pick("select", "Hitotsu-Me Giant", player=0, request="select")
    _finish(s)
    assert [e["value"] for e in duel.log if e["type"] == "battle"] == [3300]
    assert lp(duel) == (8000, 8000 - 1600) and grave(duel, 1) == ["Battle Ox"]


def test_covering_fire_gain_does_not_follow_a_later_change():
    """Q: (Goat) the same attack; Covering Fire resolves first (the Giant's 1200 added: Celtic
    Guardian 2600), then, still before damage calculation, I activate Rush Recklessly on the
    Giant (1900). A: the gain stays 1200: Celtic Guardian battles with 2600; my opponent takes
    900."""
    duel, s = _attack()
    _finish(s)
    s.pick("select", "Hitotsu-Me Giant", player=0, request="select")
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Hitotsu-Me Giant", player=0)
    _finish(s)
    assert [e["value"] for e in duel.log if e["type"] == "battle"] == [2600]
    assert lp(duel) == (8000, 8000 - 900)
    assert sorted(grave(duel, 0)) == [CARD, "Rush Recklessly"]
