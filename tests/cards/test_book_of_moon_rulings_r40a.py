"""Book of Moon's rulings as Goat players ask them (the GOAT preset).

Seed 000 §怪獸的表示形式 (怪獸的表示形式的變更): a monster's position may be changed by its player once a turn,
but "因效果而導緻的表示形式改變沒有次數限制" (a change made by an effect has no such limit),
so a monster Book of Moon turned face-down may be Flip Summoned again that same turn if it
was not Summoned, Set or changed by hand this turn; its Flip effect then activates again.
A Spirit monster face-down in the End Phase is not returned: its "return to the hand" is its
own effect, which a face-down monster does not apply (seed 000 §怪獸的表示形式, 裡側守備表示). The Goat
players' uses: the Goat Control page on yugioh.fandom.com (Tsukuyomi and Book of Moon to
"reuse ... powerful Flip monster effects": Magician of Faith, Morphing Jar), tbones9119's and
Pojo's notes on Book of Moon keeping a Spirit monster on the field."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _own_monster_booked(name, p0_hand=(), p0_grave=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, name)                              # on the field since an earlier turn
    table.hand(0, "Book of Moon", *p0_hand)
    for card in p0_grave:
        table.grave(0, card)
    table.hand(1, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Celtic Guardian"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", name)
    s.expect(request="idle", player=0)
    return duel, s


def test_morphing_jar_turned_face_down_by_book_of_moon_is_flip_summoned_again_the_same_turn():
    """Q: I Book of Moon my own face-up Morphing Jar (on the field since last turn); may I Flip
    Summon it this turn, and does its effect happen again? A: yes to both: both players discard
    their hands and draw 5."""
    duel, s = _own_monster_booked("Morphing Jar", p0_hand=("Pot of Greed",))
    s.pick("flip_summon", "Morphing Jar")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Battle Ox"] * 5 and hand(duel, 1) == ["Celtic Guardian"] * 5
    assert grave(duel, 0) == ["Book of Moon", "Pot of Greed"] and grave(duel, 1) == ["Mirror Force"]


def test_magician_of_faith_turned_face_down_by_book_of_moon_returns_another_spell_when_flipped_again():
    """Q: the same with Magician of Faith: A: Flip Summoned again, it returns a Spell from its
    player's GY once more (here the Book of Moon just used)."""
    duel, s = _own_monster_booked("Magician of Faith", p0_grave=("Graceful Charity",))
    s.pick("flip_summon", "Magician of Faith")
    s.pick("target", "Book of Moon", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Book of Moon"] and grave(duel, 0) == ["Graceful Charity"]


def test_a_monster_its_player_changed_by_hand_this_turn_cannot_be_flip_summoned_after_book_of_moon():
    """Q: I changed my monster to Defense Position by hand, then Booked it: may I Flip Summon
    it? A: no: its player already changed its position this turn (the once-a-turn change is
    spent); only the effect's change was free."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Morphing Jar")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", "Morphing Jar")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Morphing Jar")
    s.expect(request="idle", player=0)
    assert not s.has("flip_summon", "Morphing Jar")


def test_tsukuyomi_turned_face_down_by_book_of_moon_stays_on_the_field_through_the_end_phase():
    """Q: I Normal Summoned Tsukuyomi (a Spirit), then Booked it: does it return to my hand in
    the End Phase? A: no: face-down, its return does not happen; it stays Set on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tsukuyomi", "Book of Moon")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Tsukuyomi")
    s.pick("end_turn", request="idle", player=0)
    s.expect(request="idle", player=1)
    assert field_monsters(duel, 0) == ["Tsukuyomi"] and hand(duel, 0) == []
    assert not duel.monsters(0)[0].face_up
