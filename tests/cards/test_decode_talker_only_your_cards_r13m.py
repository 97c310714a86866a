"""Decode Talker: "When your opponent activates a card or effect that targets a card(s) you
control: you can Tribute 1 monster this card points to; negate the activation, and if you do,
destroy that card." An activation of the opponent that targets only a card the opponent
controls is no such activation, nor is its own player's activation that targets their own
card: Decode Talker is not offered (the card's text; its answer to
a Book of Moon on your own monster: tests/cards/test_link_monsters.py)."""

from duelist.testing.scenario import Script, Table

DECODE = "Decode Talker"


def test_decode_talker_does_not_answer_a_book_of_moon_on_the_opponents_own_monster():
    """MR5, player 1's Main Phase 1: player 0's Decode Talker in Extra Monster Zone 5 points to
    Blade Knight (zone 0), and player 0 has Waboku Set. Player 1 activates Book of Moon on
    their own Battle Ox: player 0 may respond (Waboku) but not with Decode Talker."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, DECODE, zone=5)
    table.monster(0, "Blade Knight", zone=0)
    table.spell_trap(0, "Waboku")
    ox = table.monster(1, "Battle Ox", zone=2)
    table.hand(1, "Book of Moon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", ox, player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Waboku")
    assert not s.has("activate", DECODE)


def test_decode_talker_does_not_answer_its_own_players_book_of_moon():
    """MR5, player 0's Main Phase 1: Decode Talker in Extra Monster Zone 5 points to Blade
    Knight (zone 0); player 0 activates Book of Moon on their own Command Knight (zone 4) and
    may respond to it (Waboku is offered; player 1 has nothing to respond with) but not with
    Decode Talker: the activation is their own, not the opponent's."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, DECODE, zone=5)
    table.monster(0, "Blade Knight", zone=0)
    knight = table.monster(0, "Command Knight", zone=4)
    table.spell_trap(0, "Waboku")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", knight, player=0)
    if duel.request.player == 1:                    # (player 1 has nothing to respond with: not asked)
        s.pick("pass", player=1, request="chain")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Waboku")
    assert not s.has("activate", DECODE)
