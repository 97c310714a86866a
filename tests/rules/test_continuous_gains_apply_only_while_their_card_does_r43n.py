"""A continuous ATK gain applies only while the card that has it applies its effects (seed 000
§永續效果): not from a monster whose destruction by battle is decided (from damage calculation
on), nor from a monster still being summoned, nor from a monster card used as an Equip Card
(Thousand-Eyes Restrict's), nor, as a Pendulum Effect, from a Pendulum Monster in a Monster
Zone; a gain negated by an effect (Effect Veiler's lasting negation, Royal Decree's negation of
Traps) applies nothing either, while the card's other gains still apply.

The engine weighs each gain in `_modified` with `_applies_now` (engine/actions.py, round 43a):
round 43n's mutants of those tests, which no test told from the real engine, each fail one
test here.

Cards: Command Knight (1200 ATK: every face-up Warrior its controller has gains 400 ATK),
Sogen (Field Spell: Warriors and Beast-Warriors gain 200 ATK), Celtic Guardian (a Warrior,
1400 ATK), Dragon Horn Hunter (Pendulum Normal Monster, 2300 ATK: as a Pendulum Effect, its
controller's face-up Normal Monsters gain 200 ATK; as a monster it has no effect), Kunai with
Chain (an Equip Trap: 500 ATK)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

FILLER = ["Mystical Elf"] * 5


def _table(**kw):
    table = Table(**kw)
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    return table


def _on_field(duel, player, name):
    return next(c for c in duel.monsters(player) if c.name == name)


def _pass_chains(s):
    while s.duel.request is not None and s.duel.request.kind in ("chain", "yes_no") and \
            any(o.kind in ("pass", "no") for o in s.duel.request.options):
        request = s.duel.request
        s.duel.answer(next(o for o in request.options if o.kind in ("pass", "no")))


def test_a_command_knight_destroyed_by_battle_gives_nothing_from_damage_calculation_on():
    """Player 0: Command Knight (1600 with its own gain) and Celtic Guardian under Sogen;
    Command Knight attacks Summoned Skull (2500) and is destroyed. After damage calculation
    Celtic Guardian has 1600 (1400 + Sogen's 200): the Knight's 400 is gone, Sogen's stays."""
    table = _table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Command Knight")
    table.monster(0, "Celtic Guardian")
    table.field_spell(0, "Sogen")
    table.monster(1, "Summoned Skull")
    seen = []
    table.at("after_damage_calculation",
             lambda duel: seen.append(duel.atk(_on_field(duel, 0, "Celtic Guardian"))))
    duel = table.build()
    s = Script(duel)
    assert duel.atk(_on_field(duel, 0, "Celtic Guardian")) == 2000      # 1400 + 400 + 200
    s.pick("attack", "Command Knight", target="Summoned Skull", request="battle")
    _pass_chains(s)
    assert seen == [1600]
    assert duel.players[0].grave and duel.players[0].grave[-1].name == "Command Knight"


def test_a_command_knight_being_summoned_gives_nothing_yet_and_sogen_still_does():
    """Player 0 Normal Summons Command Knight beside Celtic Guardian under Sogen: while the
    Summon may still be negated, Celtic Guardian has 1600 (Sogen's 200 only); once summoned,
    2000."""
    table = _table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    table.field_spell(0, "Sogen")
    table.hand(0, "Command Knight")
    seen = []
    table.at("summoning", lambda duel: seen.append(duel.atk(_on_field(duel, 0, "Celtic Guardian"))))
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Command Knight")
    _pass_chains(s)
    assert seen == [1600]
    assert duel.atk(_on_field(duel, 0, "Celtic Guardian")) == 2000


def test_a_command_knight_equipped_to_thousand_eyes_restrict_gives_no_warrior_400():
    """Player 0's Thousand-Eyes Restrict holds Command Knight as an Equip Card; player 0's
    Celtic Guardian has 1400: a monster card used as an Equip Card applies none of its
    monster effects."""
    table = _table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict")
    table.spell_trap(0, "Command Knight", face_down=False, equipped_to=ter)
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    knight = next(c for c in duel.cards if c.name == "Command Knight")
    assert knight.location == S.SZONE and duel.equipped_to(knight) is ter.card(duel)
    assert duel.atk(_on_field(duel, 0, "Celtic Guardian")) == 1400


def test_dragon_horn_hunter_as_a_monster_gives_normal_monsters_nothing():
    """Dragon Horn Hunter in player 0's Monster Zone beside Battle Ox (a Normal Monster,
    1700): Battle Ox has 1700 and the Hunter 2300 (its gain is a Pendulum Effect: it applies
    from the Pendulum Zone only)."""
    table = _table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Dragon Horn Hunter")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert duel.atk(_on_field(duel, 0, "Battle Ox")) == 1700
    assert duel.atk(_on_field(duel, 0, "Dragon Horn Hunter")) == 2300


def test_kunai_with_chain_under_royal_decree_gives_no_500():
    """Celtic Guardian equipped with Kunai with Chain (1900); with Royal Decree face-up (Traps'
    effects negated) it has 1400."""
    table = _table(rules="GOAT", turn=3, turn_player=0)
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain", face_down=False, equipped_to=guardian)
    duel = table.build()
    assert duel.atk(guardian.card(duel)) == 1900
    table.spell_trap(1, "Royal Decree", face_down=False)
    duel = table.build()
    assert duel.atk(guardian.card(duel)) == 1400


def test_effect_veiler_on_command_knight_takes_its_400_until_the_end_of_the_turn():
    """Player 1's Command Knight and Celtic Guardian (1800 and 1600 with the Knight's 400); in
    player 0's Main Phase player 0 sends Effect Veiler to negate the Knight: the Guardian has
    1400, the Knight 1200."""
    table = _table(rules="MR5", turn=4, turn_player=1)
    table.monster(1, "Command Knight")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Effect Veiler")
    table.hand(1, "Battle Ox")
    duel = table.build()
    guardian = _on_field(duel, 1, "Celtic Guardian")
    knight = _on_field(duel, 1, "Command Knight")
    assert (duel.atk(guardian), duel.atk(knight)) == (1800, 1600)
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", "Effect Veiler", player=0)
    s.pick("target", "Command Knight", player=0)
    _pass_chains(s)
    assert duel.is_negated(knight)
    assert (duel.atk(guardian), duel.atk(knight)) == (1400, 1200)


def test_a_face_down_command_knight_gives_no_warrior_400():
    """Player 0's Command Knight Set face-down beside Celtic Guardian: the Guardian has 1400
    (a face-down monster applies no continuous effect); Flip Summoned, 1800."""
    table = _table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Command Knight", position="set")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    assert duel.atk(_on_field(duel, 0, "Celtic Guardian")) == 1400
    s = Script(duel)
    s.pick("flip_summon", "Command Knight")
    _pass_chains(s)
    assert duel.atk(_on_field(duel, 0, "Celtic Guardian")) == 1800
