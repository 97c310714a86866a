"""The engine's verbs (what card scripts call) keep the rules even when a script asks for
something the rules do not allow: a verb aimed at a card that is no longer where the rule
needs it does nothing. Each test calls the verb at a quiet point of a table-built duel."""

from duelist.engine import state as S
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Table


def test_destroying_reaches_the_field_not_the_gy():
    """seed 000 §墓地 / 破壞: only a card on the field (or in the hand or Deck, when an effect
    says so) can be destroyed; a card already in the GY is left as it is: no destruction,
    no new object."""
    table = Table(turn=3)
    ox = table.grave(0, "Battle Ox")
    duel = table.build()
    card = ox.card(duel)
    uid = card.uid
    assert duel.destroy([card]) == []
    assert of_type(duel, "destroyed") == [] and grave(duel, 0) == ["Battle Ox"]
    assert card.uid == uid and card.location == S.GRAVE


def test_a_battle_position_change_needs_a_monster_on_the_field():
    """seed 000 §怪獸的表示形式: battle positions belong to monsters in a Monster Zone; a
    position change aimed at a monster in the GY does nothing."""
    table = Table(turn=3)
    ox = table.grave(0, "Battle Ox")
    duel = table.build()
    card = ox.card(duel)
    before = card.position
    assert duel.change_position(card, S.FACEUP_DEFENSE) is False
    assert card.position == before and of_type(duel, "position") == []


def test_an_equip_needs_a_face_up_monster_on_the_field():
    """seed 000 §裝備魔法: an Equip Spell equips a face-up monster on the field; a monster in
    the GY (face-up there, but not on the field) cannot be equipped."""
    table = Table(turn=3)
    book = table.spell_trap(0, "Book of Secret Arts", face_down=False)
    elf = table.grave(0, "Mystical Elf")
    duel = table.build()
    assert duel.equip(book.card(duel), elf.card(duel)) is False
    assert duel.equipped_to(book.card(duel)) is None and of_type(duel, "equip") == []


def test_a_control_swap_needs_two_monsters_on_opposite_fields():
    """Creature Swap's verb: two monsters on the field, controlled by different players, trade
    places; with one of them no longer on the field (here in the GY) nothing changes hands."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    elf = table.grave(1, "Mystical Elf")
    duel = table.build()
    assert duel.swap_control(ox.card(duel), elf.card(duel)) is False
    assert ox.card(duel).controller == 0 and ox.card(duel).location == S.MZONE
    assert elf.card(duel).location == S.GRAVE and of_type(duel, "control") == []


def test_a_draw_without_a_count_draws_one_card():
    """"Draw 1 card", the most common draw, is written `ctx.draw(player)`: the verb's count is
    1 unless the script says otherwise; the card drawn is the top card of the Deck."""
    from duelist.engine.effects import Ctx
    from duelist.testing.reads import hand

    table = Table(turn=3)
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    top = duel.players[0].deck[-1].data.name
    Ctx(duel, None, None, 0).draw(0)
    assert hand(duel, 0) == [top] and len(duel.players[0].deck) == 2
    assert len(of_type(duel, "draw")) == 1
