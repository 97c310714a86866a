"""Ekibyo Drakmord (69954399), Equip Spell: the equipped monster cannot attack; in the End Phase of
its controller's 2nd turn the equipped monster is destroyed and, if it is, the Spell returns to
its owner's hand.

Sources, in our words: the 2003 print (LON-099: the equipped monster cannot attack; it is destroyed
at the end of the 2nd turn of the player controlling it, and this card then returns to its owner's
hand) and the OCG text, yugioh-wiki.net 《疫病ウィルス ブラックダスト》 (装備モンスターのコントローラーの
2回目のエンドフェイズ: a mandatory effect; the card returns only if it destroyed the monster; a
monster Tributed or otherwise sent away first leaves the Spell to be destroyed by the equip rules,
so it goes to the GY). Equipped to one's own monster, the turn of activation is that player's 1st
(readonly.wiki's copy of the Korean wiki page 《바이러스 블랙 더스트》: equipped to your own monster it is
destroyed in your own 2nd End Phase, "a little sooner"; our reading of "2回目"). The equip
rules: seed 000 §裝備魔法. Both eras do the same (no ERAS entry)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

EKIBYO = "Ekibyo Drakmord"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _to_turn(duel, s, turn, phase="idle"):
    while not (duel.turn == turn and duel.request.kind == phase):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.end_turn()


def _equip(s, target):
    s.pick("activate", EKIBYO)
    s.pick("target", target)
    _pass(s)


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, EKIBYO)
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def test_ekibyo_drakmord_destroys_the_monster_in_its_controllers_second_end_phase():
    """Q: in my turn 3 I equip Ekibyo Drakmord to my opponent's Summoned Skull. A: it stays on the
    field through my opponent's turn 4; as their turn 6 ends it is destroyed and Ekibyo Drakmord
    comes back to my hand."""
    table = _table()
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _equip(s, skull)
    _to_turn(duel, s, 5)
    assert skull.card(duel).location == "mzone" and EKIBYO not in hand(duel, 0)
    _to_turn(duel, s, 7)
    assert grave(duel, 1) == ["Summoned Skull"]
    assert EKIBYO in hand(duel, 0) and grave(duel, 0) == []


def test_ekibyo_drakmord_equipped_monster_cannot_attack():
    """Q: my opponent's Summoned Skull wears my Ekibyo Drakmord; in their Battle Phase may it
    attack? A: no attack is offered for it."""
    table = _table()
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _equip(s, skull)
    _to_turn(duel, s, 4)
    s.pick("battle", player=1)
    _pass(s)
    assert duel.request.kind == "battle" and not s.has("attack", "Summoned Skull")


def test_ekibyo_drakmord_on_my_own_monster_counts_this_turn_as_the_first():
    """Q: in my turn 3 I equip Ekibyo Drakmord to my own Battle Ox. A: my turn 3 is its controller's
    1st turn: the Ox is destroyed as my turn 5 ends, and the Spell returns to my hand."""
    table = _table()
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    _to_turn(duel, s, 4)
    assert ox.card(duel).location == "mzone"
    _to_turn(duel, s, 6)
    assert grave(duel, 0) == ["Battle Ox"] and EKIBYO in hand(duel, 0)


def test_ekibyo_drakmord_needs_a_face_up_monster():
    """Q: the only monster on the field is face-down: may I activate Ekibyo Drakmord? A: no: an
    Equip Spell needs a face-up monster to equip."""
    table = _table()
    table.monster(1, "Summoned Skull", position="set")
    assert not Script(table.build()).has("activate", EKIBYO)


def test_ekibyo_drakmord_goes_to_the_gy_when_its_monster_is_tributed_first():
    """Q: my opponent Tributes their Summoned Skull, wearing my Ekibyo Drakmord, for a Tribute
    Summon in their turn 4. A: the Spell is destroyed by the equip rules and goes to my GY: it
    returns to the hand only when its own effect destroyed the monster."""
    table = _table()
    skull = table.monster(1, "Summoned Skull")
    table.hand(1, "Dark Magician")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _equip(s, skull)
    _to_turn(duel, s, 4)
    s.pick("summon", "Dark Magician", player=1)
    s.pick("tribute", "Summoned Skull", player=1)
    if duel.request.kind == "tribute":
        s.pick("tribute", "Battle Ox", player=1)
    _pass(s)
    assert grave(duel, 0) == [EKIBYO] and EKIBYO not in hand(duel, 0)
