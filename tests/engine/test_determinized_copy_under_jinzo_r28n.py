"""A determinized copy (engine/determinize.py) starts with no field roles kept (`_field_cache`
None) and computes its pending menu on the dealt cards. Jinzo ("Trap Cards cannot be
activated") applies there as in the duel: at a Battle Step with Jinzo face-up on the
opponent's field, the turn player's Set Dust Tornado is offered neither in the duel nor in
the copy; with Jinzo gone, both offer it. `_trap_lock` (chain.py, round 28d: Jinzo's lock
asked once an offer) makes the roles when none are kept, as every reader of `_field_cache`
does; so does the Battle Step menu's `_attack_bars` (battle.py, round 28t) under
Gravity Bind."""

import pytest

from duelist.engine.determinize import determinize
from duelist.testing.scenario import Table


def _battle_step(jinzo):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Dust Tornado")
    table.monster(1, "Jinzo" if jinzo else "Mystical Elf")
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(1, "Kozaky"))
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table.build()


@pytest.mark.parametrize("jinzo", [True, False])
def test_a_copy_at_a_battle_step_offers_the_set_trap_as_the_duel_does_under_jinzo(jinzo):
    duel = _battle_step(jinzo)
    keys = [o.key for o in duel.request.options]
    tornado = duel.players[0].szone[0]
    assert tornado.name == "Dust Tornado"
    assert any(k.startswith("activate:%d:" % tornado.uid) for k in keys) is (not jinzo)
    for seed in (1, 2):
        copy = determinize(duel, 0, seed)
        assert copy.request.kind == "battle"
        assert [o.key for o in copy.request.options] == keys


def test_a_copy_at_a_battle_step_under_gravity_bind_offers_the_attacks_the_duel_offers():
    """Gravity Bind ("Level 4 or higher monsters cannot attack"): Battle Ox (Level 4) may not
    attack and Kozaky (Level 1) may, in the copy as in the duel (battle.py `_attack_bars`,
    round 28t, makes the roles when none are kept)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Kozaky")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    keys = [o.key for o in duel.request.options]
    attackers = set(o.card for o in duel.request.options if o.kind == "attack")
    assert attackers == set(c.uid for c in duel.players[0].mzone if c is not None and c.name == "Kozaky")
    for seed in (1, 2):
        copy = determinize(duel, 0, seed)
        assert [o.key for o in copy.request.options] == keys
