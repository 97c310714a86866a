"""A card that reads a monster's Level reads the Level it has now (`Ctx.level`, the engine's
`Duel.level` written out in the Ctx since round 27d): a Level change that applies on the field
counts, the printed Level otherwise.

- Gravity Bind ("Level 4 or higher monsters cannot attack"): Star Changer raising Sangan from
  Level 3 to 4 stops it attacking; lowering Battle Ox from Level 4 to 3 lets it attack.
- The Ctx's answer equals the engine's for every monster on the field, in the hand and in the
  GY, with and without the change."""

from duelist.engine.chain import new_ctx
from duelist.testing.scenario import Script, Table


def _star_changer(duel, s, target, raise_it):
    s.pick("activate", "Star Changer", request="idle")
    s.answer(duel.request.options[0 if raise_it else 1])     # "Increase its Level by 1" / "Decrease"
    s.pick("target", target)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.hand(0, "Star Changer")
    table.hand(0, "Sangan")
    table.grave(0, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="defense")
    return table


def _levels_agree(duel):
    card = next(c for c in duel.cards if c.name == "Gravity Bind")
    ctx = new_ctx(duel, card, card.script.effects[0], card.controller)
    for c in duel.cards:
        if c.data.is_monster:
            assert ctx.level(c) == duel.level(c), c.name


def test_gravity_bind_stops_a_level_3_monster_raised_to_level_4():
    table = _table()
    table.monster(0, "Sangan")           # Level 3
    duel = table.build()
    s = Script(duel)
    _levels_agree(duel)
    _star_changer(duel, s, "Sangan", raise_it=True)
    _levels_agree(duel)
    s.pick("battle")
    assert not s.has("attack", "Sangan")


def test_gravity_bind_lets_a_level_4_monster_lowered_to_level_3_attack():
    table = _table()
    table.monster(0, "Battle Ox")        # Level 4
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    assert not s.has("attack", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _star_changer(duel, s, "Battle Ox", raise_it=False)
    _levels_agree(duel)
    s.pick("battle")
    assert s.has("attack", "Battle Ox")
