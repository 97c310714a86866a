"""A Counter Trap that negates "the activation of a Spell Card" answers a Spell Card being
activated, not an effect of a face-up Spell or a Pendulum Effect (round 39r).

seed 000 §咒文速度 / seed 004 §反击陷阱卡 (Spell Speed 3, answering the activation it names);
Magic Jammer: "when a Spell Card is activated"; Solemn Judgment: "when a Spell/Trap Card is
activated" (or a summon). An activated effect of a card already face-up on the field is no
activation of a card (fusion-helper judge notes "Negating Activation Sends Continuous/Field
Spell & Trap to the GY": "Activation of an effect of a Continuous/Field card that was already
resolved and sitting on the field" is another thing). The activation of a Pendulum card as a
Spell is one: tests/rules/test_pendulum.py::test_a_pendulum_activation_is_a_spell_activation_magic_jammer_negates_it."""

from duelist.testing.scenario import Script, Table


def test_wave_motion_cannons_effect_is_answered_by_a_quick_play_but_not_by_counter_traps():
    """Question: player 0 sends their face-up Wave-Motion Cannon to the GY to deal its damage.
    Player 1 has Set Magic Jammer, Solemn Judgment and Mystical Space Typhoon. What may answer?
    Answer: only Mystical Space Typhoon -- the Continuous Spell's effect is no Spell Card being
    activated."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Wave-Motion Cannon", face_down=False)
    table.spell_trap(1, "Magic Jammer")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wave-Motion Cannon")
    request = s.expect(request="chain", player=1)
    assert sorted(o.name for o in request.options if o.kind == "activate") == ["Mystical Space Typhoon"]


def test_a_pendulum_effect_is_not_answered_by_magic_jammer_or_solemn_judgment():
    """Question: Dragonpit Magician, in its player's Pendulum Zone, uses its Pendulum Effect
    (discard a Pendulum Monster: destroy a Spell/Trap). Player 1 has Set Magic Jammer and
    Solemn Judgment. May they answer it? Answer: no -- a Pendulum Effect is an effect of a card
    on the field, not the activation of a Spell Card; player 0 alone is asked (with their own
    Mystical Space Typhoon)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    scale = table.pendulum(0, "Dragonpit Magician")
    table.hand(0, "Dragonpit Magician")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Magic Jammer")
    table.spell_trap(1, "Solemn Judgment")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", scale)
    s.pick("select", "Dragonpit Magician")
    s.pick("target", "Mystical Space Typhoon")
    request = s.expect(request="chain", player=0)
    assert sorted(o.name for o in request.options if o.kind == "activate") == ["Mystical Space Typhoon"]
    s.pick("pass")
    s.expect(request="idle", player=0)         # player 1 was never asked
    assert sorted(c.name for c in duel.players[0].grave) == ["Dragonpit Magician", "Mystical Space Typhoon"]
