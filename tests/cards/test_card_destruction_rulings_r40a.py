"""Card Destruction (72892473) as the only card in its player's hand: it may be activated; its
player discards nothing and draws nothing, the opponent discards their whole hand and draws as
many.

Sources: Card Destruction's text (each player discards their whole hand, then draws as many
cards as they discarded); its ruling that it may be activated with no other card in hand (the
opponent's hand is enough; it cannot be activated when no hand holds a card:
tests/cards/test_yugi_spells.py). Seed 000 §卡片種類 (Spell activation)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_card_destruction_as_the_only_card_in_hand_discards_the_opponents_hand():
    """Question: Card Destruction is player 0's only card in hand; player 1 holds Battle Ox and
    Sangan. May player 0 activate it, and what happens? Answer: yes; player 0 draws nothing,
    player 1 discards both and draws two."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Card Destruction")
    table.hand(1, "Battle Ox", "Sangan")
    table.deck(0, ["Koumori Dragon"])
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 1
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Sangan"]
    assert hand(duel, 1) == ["Celtic Guardian", "Mystical Elf"]
