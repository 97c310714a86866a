"""Back to Square One (47453433), Normal Spell: discard 1 card (the cost), then put 1 targeted
monster on the field on top of its owner's Deck.

Sources: the card's texts, 2005 (RDS: discard 1 card, return 1 monster on the field to the top of
its owner's Deck) and today's (yugioh-wiki.net 《振り出し》: a hand cost, a monster on the field as
the target, face-up or face-down), in our own words; no era entry: the same page's old revision
says the old text, which had no 「選択」, already targeted the monster as it was activated. A Fusion Monster cannot go to
the Deck: it returns to the Extra Deck (seed 000 §融合怪獸; the engine's `to_deck`). Its owner's
Deck, not its controller's: a monster taken by Snatch Steal goes back to its owner's Deck, and
the Equip Spell, left with no monster, goes to the GY."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

CARD = "Back to Square One"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_back_to_square_one_puts_a_face_down_monster_on_top_of_the_deck():
    """Q: I discard Battle Ox and target my opponent's face-down monster (a Set Magician of
    Faith). A: it goes on top of my opponent's Deck, unshuffled: the next card they draw."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    faith = table.monster(1, "Magician of Faith", position="set")
    table.deck(1, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", faith, player=0)
    _resolve(s)
    assert field_monsters(duel, 1) == []
    assert duel.players[1].deck[-1].name == "Magician of Faith" and len(duel.players[1].deck) == 3
    assert sorted(grave(duel, 0)) == ["Back to Square One", "Battle Ox"]


def test_back_to_square_one_needs_a_card_to_discard_and_a_monster():
    """Q: (1) Back to Square One is my only hand card, a monster is on the field; (2) I hold Battle
    Ox too, but no monster is on the field. A: neither time may I activate it."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, CARD)
    table.monster(1, "Jinzo")
    assert not Script(table.build()).has("activate", CARD)

    table = Table(turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    assert not Script(table.build()).has("activate", CARD)


def test_back_to_square_one_sends_a_fusion_monster_to_the_extra_deck():
    """Q: I target my opponent's Thousand-Eyes Restrict. A: it cannot go on top of the Deck: it
    returns to my opponent's Extra Deck; their Deck is as it was."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Thousand-Eyes Restrict", player=0)
    _resolve(s)
    assert field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[1].extra] == ["Thousand-Eyes Restrict"]
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf"]


def test_back_to_square_one_on_a_snatched_monster_goes_to_its_owners_deck():
    """Q: my opponent took my Jinzo with Snatch Steal; I target Jinzo with Back to Square One.
    A: Jinzo goes on top of my own Deck (I own it); Snatch Steal, with no monster, goes to my
    opponent's GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, CARD, "Battle Ox")
    jinzo = table.monster(0, "Jinzo")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=jinzo)
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    assert jinzo.card(duel).controller == 1
    s.pick("activate", CARD, player=1)
    s.pick("select", "Battle Ox", player=1)
    s.pick("target", "Jinzo", player=1)
    _resolve(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert duel.players[0].deck[-1].name == "Jinzo"
    assert sorted(grave(duel, 1)) == ["Back to Square One", "Battle Ox", "Snatch Steal"]
    assert hand(duel, 1) == []
