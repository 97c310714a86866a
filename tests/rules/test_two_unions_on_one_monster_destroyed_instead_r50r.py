"""Two replacements on one destruction: a monster holding two Union monsters (today's text lets
a monster hold several; seed 004 §特殊效果怪兽 Union), each with the mandatory "if the equipped
monster would be destroyed, destroy this card instead".

A mandatory substitute cannot be held back: when one monster holds several Equip Cards whose
substitution is mandatory, a single destruction makes every one of them a substitute, and all
of them are destroyed (only an optional substitute, "you can", may be kept). Source: yugioh-wiki
《身代わり》 (its note on several mandatory substitute Equip Cards on one monster); an equipped
Union is an Equip Card (yugioh-wiki 《ユニオン》: 装備カード扱い; Card Rulings: Union Monsters:
"treated as an Equip Spell Card"). Seed 000 §效果分類 › 永續效果: a continuous effect applies
whenever its condition holds; nothing lets one of two mandatory ones sit out.

Round 50r found the engine destroying only the first Union (engine/destruction.py: "each
protected card is saved by one replacement at most"): request 2 in
/work/reports/h50r-requests.md (fixed in stop 50: every mandatory replacement that protects a saved
card applies), beside a control with one Union."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

X = "X-Head Cannon"
Y = "Y-Dragon Head"
Z = "Z-Metal Tank"


def _x_head_cannon_holding(*unions):
    """Player 0's Main Phase 1 (MR5): X-Head Cannon (zone 0) equipped by their own effects
    with `unions`; Dark Hole in player 0's hand; player 1's Blue-Eyes White Dragon."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, X, zone=0)
    for union in unions:
        table.monster(0, union)
    table.hand(0, "Dark Hole")
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    for union in unions:
        s.pick("activate", union, request="idle")
        s.pick("target", X)
        while duel.request.kind == "chain":
            s.pick("pass")
    assert field_monsters(duel, 0) == [X]
    return duel, s


def _spells(duel):
    return sorted(c.name for c in duel.players[0].szone if c is not None)


def test_one_union_is_destroyed_instead_of_its_monster_by_dark_hole():
    """Control: X-Head Cannon holding Y-Dragon Head alone; Dark Hole: Y-Dragon Head is destroyed
    instead, X-Head Cannon stays at its own 1800 ATK."""
    duel, s = _x_head_cannon_holding(Y)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [X]
    assert sorted(grave(duel, 0)) == ["Dark Hole", Y]
    assert duel.atk(duel.monsters(0)[0]) == 1800


def test_both_unions_are_destroyed_instead_of_their_monster_by_dark_hole():
    """Q: X-Head Cannon holds Y-Dragon Head and Z-Metal Tank (2800 ATK); I activate Dark Hole.
    A: X-Head Cannon stays; both Unions are destroyed in its place (their substitution is not
    optional: neither can be kept), and X-Head Cannon is back to 1800 ATK."""
    duel, s = _x_head_cannon_holding(Y, Z)
    assert duel.atk(duel.monsters(0)[0]) == 2800
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [X]
    assert _spells(duel) == []
    assert sorted(grave(duel, 0)) == ["Dark Hole", Y, Z]
    assert duel.atk(duel.monsters(0)[0]) == 1800


def test_both_unions_are_destroyed_instead_of_their_monster_by_battle():
    """Q: X-Head Cannon (2800 with both Unions) attacks Blue-Eyes White Dragon (3000) and would
    be destroyed by battle. A: both Unions are destroyed instead; X-Head Cannon stays (player 0
    takes the 200 battle damage of that battle)."""
    duel, s = _x_head_cannon_holding(Y, Z)
    s.pick("battle")
    s.pick("attack", X, target="Blue-Eyes White Dragon")
    s.expect("battle", player=0)
    assert lp(duel) == (7800, 8000)
    assert field_monsters(duel, 0) == [X]
    assert _spells(duel) == []
    assert sorted(grave(duel, 0)) == [Y, Z]
