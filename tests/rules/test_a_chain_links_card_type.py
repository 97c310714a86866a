"""A chain link says what type of card it was activated as: a Spell, a Trap or a Monster.

Seed 000 §當作魔法卡的靈擺怪獸: a Pendulum Monster activated in a Pendulum Zone is activated as a
Spell Card, and its Pendulum Effects are Spell Card effects ("靈擺效果視為魔法卡效果"). Cards that
answer "a Spell Card's activation" (Solemn Judgment, Magic Jammer, Skilled White Magician's
counter) or "a Spell/Trap effect that targets this card" (Ryu Senshi, Fiend Skull Dragon, Big
Shield Gardna) read it from the link (`link.card_type`), fixed when it was activated: the card
may leave the field while its link is on the chain (Skilled White Magician:
tests/cards/test_skilled_white_magician_counts_a_pendulum_activation_r48a.py).
"""

from duelist.testing.scenario import Script, Table


def test_a_pendulum_monster_activated_in_a_pendulum_zone_is_a_spell_cards_activation():
    """Flash Knight activated in a Pendulum Zone: the link is a Spell Card's activation;
    Solemn Judgment chained to it is a Trap Card's."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Flash Knight")
    table.spell_trap(0, "Seven Tools of the Bandit", zone=2)     # so that player 0 is asked to answer
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Flash Knight", zone=4)
    link = duel.chain[-1]
    assert (link.card_type, link.card_activation) == ("Spell", True)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert duel.request.kind == "chain" and duel.request.player == 0
    link = duel.chain[-1]
    assert (link.card_type, link.card_activation) == ("Trap", True)


def test_a_pendulum_effect_is_a_spell_cards_effect_not_an_activation_of_the_card():
    """Dragonpit Magician's Pendulum Effect from its Pendulum Zone: a Spell Card's effect, not
    the card's activation, so Magic Jammer (a Spell Card's activation only) cannot answer it."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon")
    force = table.spell_trap(1, "Mirror Force", zone=2)
    table.spell_trap(1, "Magic Jammer", zone=3)
    table.spell_trap(1, "Mystical Space Typhoon", zone=1)     # so that player 1 is asked
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    if duel.request.kind == "select":
        s.pick("select", "Mandragon")
    s.pick("target", force)
    link = duel.chain[-1]
    assert (link.card_type, link.card_activation) == ("Spell", False)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert not s.has("activate", "Magic Jammer")


def test_a_monster_effect_is_a_monsters():
    """Sangan's effect, sent from the field to the GY by battle, is a Monster's effect."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Kuriboh", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=sangan)
    links = []
    while duel.request.kind != "battle" or duel.request.player != 0:
        if duel.chain:
            links.append((duel.chain[-1].card_type, duel.chain[-1].card_activation))
        s.answer(duel.request.options[0])
    assert links and links[0] == ("Monster", False)
