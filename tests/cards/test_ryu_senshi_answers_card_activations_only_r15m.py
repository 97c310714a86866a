"""Ryu Senshi: "When a Normal Trap Card is activated: you can pay 1000 LP; negate that effect"
(kit.py `pay_to_negate`). It answers the activation of a Normal Trap Card, not an effect a
Normal Trap already on the field activates: Bujin Regalia - The Jewel (a Normal Trap that stays
on the field as an Equip Card) activating its "attach a Bujin" effect is no Trap Card being
activated (the card's text; seed 000 §陷阱卡: a card's activation and the activation of its
effects are different things; the same line as round 13m's Seven Tools of the Bandit test,
tests/cards/test_counter_traps_answer_card_activations_r13m.py)."""

from duelist.testing.scenario import Script, Table

JEWEL = "Bujin Regalia - The Jewel"
PEARL = "Gem-Knight Pearl"            # Rank 4


def _idle(s, duel):
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)


def test_ryu_senshi_answers_the_jewels_activation_but_not_its_attach_effect():
    """Player 0's Main Phase 1 (Master Rule 5): Gem-Knight Pearl with two Xyz Materials, Bujin
    Regalia - The Jewel Set, Bujin Yamato in the hand; player 1 has Ryu Senshi face-up and
    Waboku Set. Player 0 activates The Jewel (a Normal Trap Card is activated): player 1 is
    offered Ryu Senshi and passes; The Jewel equips Pearl. Player 0 then activates The Jewel's
    effect to attach Bujin Yamato: player 1 may respond (Waboku) but Ryu Senshi is not offered,
    and Pearl gets its third material."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    pearl = table.monster(0, PEARL, materials=["Celtic Guardian", "Mystical Elf"])
    table.spell_trap(0, JEWEL)
    table.hand(0, "Bujin Yamato")
    table.monster(1, "Ryu Senshi")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", JEWEL)
    s.pick("target", PEARL)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Ryu Senshi") and s.has("activate", "Waboku")
    _idle(s, duel)
    s.pick("activate", JEWEL, request="idle")
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Ryu Senshi")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    s.pick("select", "Bujin Yamato", request="select")
    _idle(s, duel)
    assert len(duel.materials_of(pearl.card(duel))) == 3
