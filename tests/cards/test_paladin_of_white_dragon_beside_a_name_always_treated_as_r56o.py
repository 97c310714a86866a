"""Paladin of White Dragon (73398797): "your Blue-Eyes White Dragon cannot attack this turn" binds
every Blue-Eyes of its controller also in a duel where some card's name is always treated as
another's (Harpie Lady 1, always "Harpie Lady"), where the engine reads each name as the rules
read it, the name now; a monster of another name is not bound.

Sources: the ruling tests/cards/test_paladin_of_white_dragon_r55ab.py follows (today's text and
the OCG errata on yugioh-wiki.net 《白竜の聖騎士》: every Blue-Eyes White Dragon of the player,
those summoned later too, for the rest of the turn); yugioh-wiki.net 《ハーピィ・レディ１》 (its
name is "Harpie Lady" by the rules). Round 56o: kills actions.py `_named_rule_reaches`' reading
by the name now in such a duel (its `return` deleted: no monster bound)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

PALADIN = "Paladin of White Dragon"
BEWD = "Blue-Eyes White Dragon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_blue_eyes_cannot_attack_with_harpie_lady_1_beside_it():
    """Q: I control Paladin of White Dragon and Harpie Lady 1; I Tribute the Paladin for its
    effect and Special Summon Blue-Eyes White Dragon from my Deck in Attack Position. May the
    Blue-Eyes attack this turn? A: no; Harpie Lady 1, no Blue-Eyes, still may."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PALADIN, summon_kind="ritual")
    table.monster(0, "Harpie Lady 1")
    table.deck(0, ["Battle Ox", BEWD])
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PALADIN)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", BEWD)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert sorted(field_monsters(duel, 0)) == [BEWD, "Harpie Lady 1"]
    assert grave(duel, 0) == [PALADIN]
    s.pick("battle")
    _pass(s)
    assert not s.has("attack", BEWD)
    assert s.has("attack", "Harpie Lady 1", target="Celtic Guardian")
