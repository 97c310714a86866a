"""What a negated activation leaves behind (round 51p): the card whose activation is negated goes to
the GY -- a Continuous Trap or Continuous Spell too, it never stays on the field -- its cost stays
paid, and a limit on activating cards of its name ("you can only activate 1 <name> per turn") is
spent, since the card WAS activated.

Seed 000 §發動 / 連鎖 (a negated activation: the card is not applied and, a Spell or Trap, is sent to
the GY; costs are paid at activation and are not returned) and the card texts' name limits.
Sources: yugioh-wiki 「発動を無効にする」 (the card goes to the GY; costs stay paid); yugioh-wiki
「1ターンに1枚しか発動できない」 (発動が無効になっても1枚と数える), as tests/cards/test_red_eyes_fusion.py
reads it for Red-Eyes Fusion."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_skill_drain_negated_by_seven_tools_goes_to_the_gy_with_its_1000_paid():
    """Q: I activate Skill Drain (paying 1000); my opponent answers with Seven Tools of the
    Bandit (paying 1000). A: Skill Drain goes to my GY, my 1000 stays paid, and Command Knight
    keeps giving Celtic Guardian 400."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Skill Drain")
    table.spell_trap(1, "Seven Tools of the Bandit")
    table.monster(1, "Command Knight")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Skill Drain")
    s.pick("activate", "Seven Tools of the Bandit", player=1)
    _resolve(duel, s)
    assert [c.name for c in duel.players[0].grave] == ["Skill Drain"]
    assert all(c is None for c in duel.players[0].szone)
    assert (duel.players[0].lp, duel.players[1].lp) == (7000, 7000)
    assert duel.atk(guardian.card(duel)) == 1800


def test_instant_fusion_negated_by_magic_jammer_keeps_its_1000_paid_and_its_name_spent():
    """Q: I activate Instant Fusion (paying 1000); my opponent's Magic Jammer negates it. May I
    activate my second Instant Fusion this turn? A: no: the first one was activated; no monster
    came, my 1000 stays paid."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Instant Fusion", "Instant Fusion")
    table.extra(0, "Flame Swordsman", "Flame Swordsman")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion", first=True)
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Celtic Guardian")
    _resolve(duel, s)
    assert duel.players[0].lp == 7000
    assert duel.monsters(0) == [] and [c.name for c in duel.players[0].grave] == ["Instant Fusion"]
    assert not s.has("activate", "Instant Fusion")


def test_brilliant_fusion_negated_by_magic_jammer_goes_to_the_gy_and_spends_its_name():
    """Q: I activate Brilliant Fusion (a Continuous Spell); Magic Jammer negates it. A: it goes to
    my GY (it does not stay face-up), nothing is summoned, and my second Brilliant Fusion cannot
    be activated this turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Brilliant Fusion", "Brilliant Fusion")
    table.extra(0, "Gem-Knight Ruby", "Gem-Knight Ruby")
    table.deck(0, ["Celtic Guardian", "Gem-Knight Garnet", "Gem-Knight Sapphire"] * 2)
    table.deck(1, ["Celtic Guardian"] * 3)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brilliant Fusion", first=True)
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Celtic Guardian")
    _resolve(duel, s)
    assert [c.name for c in duel.players[0].grave] == ["Brilliant Fusion"]
    assert all(c is None for c in duel.players[0].szone) and duel.monsters(0) == []
    assert not s.has("activate", "Brilliant Fusion")
