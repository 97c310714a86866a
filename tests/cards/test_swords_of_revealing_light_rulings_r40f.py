"""Swords of Revealing Light's rulings as Goat judges give them (the GOAT preset; one text in
both eras: on activation, flip every face-down monster of the opponent face-up; for three of the
opponent's turns their monsters cannot declare an attack).

Source: goatformat.com, "Individual Rulings (S-T)", SWORDS OF REVEALING LIGHT, Individual Card
FAQs (its entry, in our own words): the monsters it turns face-up are flipped by a card effect,
not Flip Summoned (a Torrential Tribute cannot answer that); a monster the opponent Sets after
it resolved stays face-down, and may be Flip Summoned later, though it still cannot attack.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_monsters_flipped_by_swords_are_not_flip_summoned():
    """Q: my Swords of Revealing Light flips my opponent's Set Battle Ox face-up; may my
    opponent answer the flip with Torrential Tribute? A: no: the Ox was flipped by an effect,
    not Flip Summoned, so no monster was Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    ox = table.monster(1, "Battle Ox", position="set")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Torrential Tribute")
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert ox.card(duel).face_up and field_monsters(duel, 1) == ["Battle Ox"]


def test_a_monster_set_after_swords_stays_face_down_and_may_be_flip_summoned_but_not_attack():
    """Q: Swords of Revealing Light is already face-up on my field; my opponent Sets Battle Ox
    in their turn and Flip Summons it in their next. A: Swords does not flip it when it is
    Set (it flipped only the monsters there when it resolved); the Flip Summon is allowed, but
    the Ox still cannot declare an attack while Swords lasts."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 4)
    table.deck(1, ["Mystical Elf"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    s.end_turn()
    s.expect(request="idle", player=1)
    s.pick("set", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    ox = [c for c in duel.monsters(1) if c.name == "Battle Ox"][0]
    assert not ox.face_up
    s.end_turn()
    s.end_turn()
    s.expect(request="idle", player=1)
    assert duel.turn == 6
    s.pick("flip_summon", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ox.face_up
    s.pick("battle", player=1)
    s.expect(request="battle", player=1)
    assert not s.has("attack", "Battle Ox")
