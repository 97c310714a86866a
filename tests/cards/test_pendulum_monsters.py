"""Pendulum Normal Monsters (issue 10 item 4): Flash Knight (scale 7) and Foucault's Cannon
(scale 2) - two scales without Pendulum Effects -, Mandragon, Dragonpit Magician and Dragon
Horn Hunter. The rules they exercise are in tests/rules/test_pendulum.py."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_flash_knight_and_foucaults_cannon_are_scales_7_and_2_for_levels_3_to_6():
    """Activated from the hand into the two Pendulum Zones, Foucault's Cannon (2) and Flash
    Knight (7) let Levels 3 to 6 be Pendulum Summoned."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Flash Knight", "Foucault's Cannon", "Summoned Skull", "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Flash Knight", zone="Right Pendulum Zone (Spell & Trap Zone 5)")
    s.pick("activate", "Foucault's Cannon")
    assert [duel.scale(c) for c in duel.pendulum_zones(0)] == [2, 7]
    s.pick("pendulum_summon")
    assert [o.name for o in s.options("select")] == ["Summoned Skull"]     # Dark Magician is Level 7
    s.pick("select", "Summoned Skull")
    s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == ["Summoned Skull"]


def test_flash_knight_plays_as_a_normal_monster():
    """As a monster Flash Knight is a plain Level 4 Normal Monster (1800 ATK)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Flash Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Flash Knight")
    knight = duel.monsters(0)[0]
    assert knight.name == "Flash Knight" and duel.atk(knight) == 1800


def test_foucaults_cannon_needs_a_tribute_as_a_level_5_monster():
    """Foucault's Cannon is Level 5: a Normal Summon needs 1 Tribute."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Foucault's Cannon")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Foucault's Cannon")
    s.pick("tribute", "Battle Ox")
    assert field_monsters(duel, 0) == ["Foucault's Cannon"]


def test_mandragon_is_a_scale_of_2_and_comes_back_from_the_extra_deck():
    """Mandragon: scale 2 with Flash Knight's 7; destroyed on the field it goes face-up to the
    Extra Deck, from where the next turn's Pendulum Summon brings it back (Level 5)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Mandragon", "left")
    table.pendulum(0, "Flash Knight", "right")
    mandragon = table.monster(0, "Mandragon")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    assert mandragon.card(duel).location == "extra" and mandragon.card(duel).face_up
    s.pick("pendulum_summon")
    s.pick("select", mandragon)
    s.pick("option", "Defense Position")
    assert field_monsters(duel, 0) == ["Mandragon"] and mandragon.card(duel).seq == 5


def test_dragonpit_magician_discards_a_pendulum_to_destroy_a_spell_or_trap():
    """Dragonpit Magician's Pendulum Effect (scale 8), once per turn: discard 1 Pendulum
    Monster, target 1 Spell/Trap on the field, destroy it."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon", "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    s.pick("select", "Mandragon")                        # only the Pendulum Monster is offered
    s.pick("target", duel.players[1].szone[0].uid)
    assert grave(duel, 1) == ["Mirror Force"]
    assert grave(duel, 0) == ["Mandragon"]               # discarded from the hand: the GY
    assert not s.has("activate", "Dragonpit Magician")   # once per turn


def test_dragonpit_magician_destroyed_in_response_does_nothing():
    """seed 000 §當作魔法卡的靈擺怪獸 (連鎖已經發動的靈擺效果將該靈擺怪獸破壞的場合，靈擺效果不處理):
    Mystical Space Typhoon chained to Dragonpit Magician's effect destroys the scale (it goes
    face-up to the Extra Deck); the Pendulum Effect then does not resolve."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    pit = table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon")
    jar = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    s.pick("select", "Mandragon")
    s.pick("target", jar)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", pit, player=1)
    assert pit.card(duel).location == "extra" and pit.card(duel).face_up
    assert jar.card(duel).location == "szone"          # Mirror Force stays


def test_dragonpit_magician_as_a_monster_has_no_effect():
    """Its Pendulum Effect works only from a Pendulum Zone: on the field as a monster it
    offers nothing."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Dragonpit Magician")
    table.hand(0, "Mandragon")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert not Script(duel).has("activate", "Dragonpit Magician")


def test_dragonpit_magician_needs_a_pendulum_to_discard():
    """Without a Pendulum Monster in the hand Dragonpit Magician's effect cannot be used."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert not Script(duel).has("activate", "Dragonpit Magician")


def test_dragon_horn_hunter_gives_normal_monsters_200_atk_from_its_pendulum_zone():
    """Dragon Horn Hunter's Pendulum Effect: its controller's face-up Normal Monsters gain
    200 ATK; Effect Monsters and the opponent's monsters do not; on the field as a monster
    it gives nothing."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragon Horn Hunter", "left")
    ox = table.monster(0, "Battle Ox")
    sangan = table.monster(0, "Sangan")
    foe = table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert duel.atk(ox.card(duel)) == 1900
    assert duel.atk(sangan.card(duel)) == 1000 and duel.atk(foe.card(duel)) == 1400

    table = Table(rules="MR5", turn=3, turn_player=0)
    hunter = table.monster(0, "Dragon Horn Hunter")
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    assert duel.atk(ox.card(duel)) == 1700 and duel.atk(hunter.card(duel)) == 2300


def test_a_monster_special_summoned_by_a_pendulum_effect_was_not_summoned_by_a_monster_effect(monkeypatch):
    """seed 000 §當作魔法卡的靈擺怪獸: in a Pendulum Zone a Pendulum Monster is a Spell Card, so
    its Pendulum Effect is a Spell's effect. A monster it Special Summons was summoned by that
    card, but not by a monster effect (what "if this card was Special Summoned by the effect of a
    "Gladiator Beast" monster" asks); the same effect used from the Monster Zone is a monster
    effect. (Dragonpit Magician given a made-up effect: Special Summon Battle Ox from the hand.)"""
    from duelist.cards.common import IGNITION, Effect
    from duelist.engine import state as S
    from duelist.engine.effects import Ctx
    from tests.rules.stand_ins import stand_in

    def summon_battle_ox(ctx):
        ctx.special_summon([c for c in ctx.hand("me") if c.name == "Battle Ox"][0])

    def summoner(where):
        pit = stand_in(monkeypatch, "Dragonpit Magician", [
            Effect(IGNITION, range=(where,), resolve=summon_battle_ox, label="made up: Special Summon Battle Ox")])
        table = Table(rules="MR5", turn=3, turn_player=0)
        if where == S.SZONE:
            table.pendulum(0, "Dragonpit Magician", "right")
        else:
            table.monster(0, "Dragonpit Magician")
        table.hand(0, "Battle Ox")
        duel = table.build()
        Script(duel).pick("activate", "Dragonpit Magician")
        ox = [c for c in duel.monsters(0) if c.name == "Battle Ox"][0]
        return pit, Ctx(duel, None, None, 0).summoned_by(ox)

    pit, got = summoner(S.SZONE)
    assert got == (pit, False)          # a Spell's effect
    pit, got = summoner(S.MZONE)
    assert got == (pit, True)           # a monster effect
