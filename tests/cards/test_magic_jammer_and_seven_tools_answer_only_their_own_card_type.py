"""Magic Jammer answers only a Spell Card's activation; Seven Tools of the Bandit only a Trap
Card's.

Sources: the two cards' texts (Magic Jammer: "when a Spell Card is activated: discard 1 card;
negate the activation"; Seven Tools: "when a Trap Card is activated: pay 1000 LP; negate the
activation"); seed 000 §反擊陷阱 (a Counter Trap answers the activation it names). The link's
card type is what the card was activated as (`link.card_type`, docs/cards.md)."""

from duelist.engine import state as S
from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_magic_jammer_cannot_answer_a_trap_cards_activation():
    """Q: I activate Compulsory Evacuation Device on my opponent's Battle Ox; they have Magic
    Jammer Set and a card to discard. May they negate it? A: no: it is a Trap Card. The Trap
    resolves and Magic Jammer stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(1, "Battle Ox")
    jammer = table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", "Battle Ox", request="target")
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"]
    assert jammer.card(duel).location == S.SZONE and not jammer.card(duel).face_up


def test_seven_tools_cannot_answer_a_spell_cards_activation():
    """Q: I activate Dark Hole; my opponent has Seven Tools of the Bandit Set. May they negate
    it? A: no: it is a Spell Card. Dark Hole resolves and Seven Tools stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    tools = table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    assert duel.monsters(1) == []
    assert tools.card(duel).location == S.SZONE and not tools.card(duel).face_up
    assert duel.players[1].lp == 8000
