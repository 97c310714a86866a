"""Spellbinding Circle (18807108), Continuous Trap: target a monster the opponent controls; while
this card is face-up it cannot attack or change its battle position; when it is destroyed, this
card is destroyed.

Sources: yugioh-wiki.net 《六芒星の呪縛》 (the text; FAQ 08/10/08: the held monster turned
face-down by 《月の書》 stays held; FAQ 11/07/18: after a change of control it still cannot
attack or change position; returned to the hand or Tributed, the monster leaves this card on
the field with nothing to do). A Flip Summon is a change of battle position (seed 004 §怪兽的召唤
/ yugioh-wiki's note on 《スカラベの大群》). The 2005 print (Magic Ruler: "select 1 of your
opponent's monsters; it cannot attack or change its battle position; when it is destroyed,
destroy this card") does the same."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _held_table(rules="GOAT", target="Battle Ox", position="attack"):
    """Player 0's turn 3: Spellbinding Circle (Set earlier) is activated on player 1's monster."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    circle = table.spell_trap(0, "Spellbinding Circle")
    monster = table.monster(1, target, position=position)
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    return table, circle, monster


def _activate(duel, s, monster):
    s.pick("activate", "Spellbinding Circle", player=0)
    if duel.request.kind == "target":
        s.pick("target", monster, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")


def test_spellbinding_circle_held_monster_cannot_attack_or_change_position():
    """Q: I hold my opponent's Battle Ox with Spellbinding Circle; in their turn, may the Ox
    attack or change to Defense Position? A: neither: their Main Phase offers no position change
    for it, and their Battle Phase no attack with it; their other monster may attack."""
    table, circle, ox = _held_table()
    duel = table.build()
    s = Script(duel)
    _activate(duel, s, ox)
    assert circle.card(duel).face_up and circle.card(duel).location == S.SZONE
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=1)
    assert not s.has("change_position", ox)
    s.pick("battle", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=1)
    assert not s.has("attack", ox, target="player")
    assert [o.kind for o in duel.request.options if o.kind == "attack"] == []


def test_spellbinding_circle_stops_a_flip_summon():
    """Q: I hold my opponent's face-down Mystical Elf. May they Flip Summon it? A: no: a Flip
    Summon changes its battle position."""
    table, circle, elf = _held_table(target="Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s, elf)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=1)
    assert not s.has("flip_summon", elf)


def test_spellbinding_circle_targets_only_an_opponents_monster():
    """Q: may I activate Spellbinding Circle with no monster on my opponent's field, holding only
    my own? A: no: it targets a monster my opponent controls."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Spellbinding Circle")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Spellbinding Circle")


def test_spellbinding_circle_destroyed_with_its_monster():
    """Q: the monster I hold is destroyed by Dark Hole. A: Spellbinding Circle is destroyed too
    (both in their GYs)."""
    table, circle, ox = _held_table()
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s, ox)
    s.pick("activate", "Dark Hole", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Spellbinding Circle"]


def test_spellbinding_circle_held_through_book_of_moon():
    """Q: my opponent turns the held Battle Ox face-down with Book of Moon in their turn, to Flip
    Summon it later. A: it stays held (yugioh-wiki FAQ): no Flip Summon, and Spellbinding Circle
    stays on the field."""
    table, circle, ox = _held_table()
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s, ox)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=1)
    if duel.request.kind == "target":
        s.pick("target", ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE
    # the next turn of theirs (a monster turned face-down this turn could not flip anyway)
    s.end_turn()
    while duel.request.kind == "chain" or duel.turn_player == 0:
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.end_turn()
    s.expect(request="idle", player=1)
    assert not s.has("flip_summon", ox)
    assert circle.card(duel).location == S.SZONE and circle.card(duel).face_up


def test_spellbinding_circle_stays_when_its_monster_is_tributed():
    """Q: the held monster leaves the field without being destroyed: its owner Tributes it for a
    Summoned Skull. A: Spellbinding Circle stays face-up on the field, holding nothing
    (yugioh-wiki), and the Skull is free to act."""
    table, circle, ox = _held_table()
    table.hand(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s, ox)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Summoned Skull", player=1)
    s.pick("tribute", ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Battle Ox"] and hand(duel, 1) == ["Kozaky"]
    assert s.has("battle")
    assert circle.card(duel).location == S.SZONE and circle.card(duel).face_up
