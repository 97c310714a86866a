"""Asura Priest may attack each monster the opponent controls once per Battle Phase: its
further attacks may target only monsters it has not attacked this turn. Which monsters it
attacked is a fact of the card itself (state.py `Card.history`, H_ATTACKED, read by
`Card.attacked_targets`), written at each attack declaration (battle.py `_attack_proc`) the
way its attack count is: a fork has its own, a new turn starts afresh, and a monster that
leaves the field and comes back is a new object that has attacked nothing (DESIGN §3). Round
43b: the Battle Step menu read these targets off the duel's log (`_attacked_uids` walked the
log back to the turn's start); the engine reads no log to decide a rule."""

from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.scenario import Script, Table

WALLS = ("Giant Soldier of Stone", "Labyrinth Wall", "Millennium Shield")     # DEF 2000-3000: they survive


def _asura_table(turn=3):
    table = Table(rules="GOAT", turn=turn, turn_player=0)
    table.monster(0, "Asura Priest")                     # arrived on an earlier turn: it stays
    for name in WALLS:
        table.monster(1, name, position="defense")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table


def _targets(duel):
    return sorted(o.target_name for o in duel.request.options
                  if o.kind == "attack" and o.name == "Asura Priest")


def _uid(duel, name):
    return next(c.uid for c in duel.monsters(1) if c.name == name)


def _asura(duel):
    return next(c for c in duel.monsters(0) if c.name == "Asura Priest")


def _pass_chains(s):
    while s.duel.request.kind in ("chain", "yes_no") and any(o.kind in ("pass", "no") for o in s.duel.request.options):
        request = s.duel.request
        s.duel.answer(next(o for o in request.options if o.kind in ("pass", "no")))


def test_asura_priest_after_two_attacks_is_offered_only_the_monster_it_has_not_attacked():
    duel = _asura_table().build()
    s = Script(duel)
    s.pick("battle")
    asura = _asura(duel)
    assert asura.attacked_targets == ()
    assert _targets(duel) == sorted(WALLS)
    s.pick("attack", "Asura Priest", target="Giant Soldier of Stone")
    _pass_chains(s)
    s.pick("attack", "Asura Priest", target="Labyrinth Wall")
    _pass_chains(s)
    assert asura.attacked_targets == (_uid(duel, "Giant Soldier of Stone"), _uid(duel, "Labyrinth Wall"))
    assert asura.attacks == 2 and asura.attack_turn == 3
    assert _targets(duel) == ["Millennium Shield"]
    assert not s.has("attack", "Asura Priest", target="player")
    check_invariants(duel)


def test_a_forks_later_attack_leaves_the_originals_record_as_it_was():
    duel = _asura_table().build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Asura Priest", target="Giant Soldier of Stone")
    _pass_chains(s)
    fork = duel.fork()
    f = Script(fork)
    f.pick("attack", "Asura Priest", target="Labyrinth Wall")
    _pass_chains(f)
    assert _asura(fork).attacked_targets == (_uid(fork, "Giant Soldier of Stone"), _uid(fork, "Labyrinth Wall"))
    assert _targets(fork) == ["Millennium Shield"]
    assert _asura(duel).attacked_targets == (_uid(duel, "Giant Soldier of Stone"),)
    assert _targets(duel) == ["Labyrinth Wall", "Millennium Shield"]


def test_a_new_turn_starts_afresh():
    duel = _asura_table().build()
    s = Script(duel)
    s.pick("battle")
    for name in WALLS[:2]:
        s.pick("attack", "Asura Priest", target=name)
        _pass_chains(s)
    s.pick("end_battle")
    _pass_chains(s)
    while duel.turn != 5 or duel.request.player != 0 or duel.request.kind != "idle":
        request = duel.request
        duel.answer(next((o for o in request.options if o.kind in ("pass", "no", "end_turn")), request.options[0]))
    s.pick("battle")
    _pass_chains(s)
    assert _targets(duel) == sorted(WALLS)
    s.pick("attack", "Asura Priest", target="Labyrinth Wall")
    _pass_chains(s)
    asura = _asura(duel)
    assert asura.attacked_targets == (_uid(duel, "Labyrinth Wall"),) and asura.attack_turn == 5
    assert _targets(duel) == ["Giant Soldier of Stone", "Millennium Shield"]


def test_a_monster_that_left_the_field_and_came_back_has_attacked_nothing():
    duel = _asura_table().build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Asura Priest", target="Giant Soldier of Stone")
    _pass_chains(s)
    asura = _asura(duel)
    assert asura.attacked_targets
    duel.move(asura, S.HAND, 0)
    assert asura.attacked_targets == () and asura.history == S.NO_HISTORY
    duel.move(asura, S.MZONE, 0, position=S.FACEUP_ATTACK)
    assert asura.attacked_targets == () and asura.attacks == 0
    check_invariants(duel)


def test_a_direct_attack_is_recorded_as_none():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Asura Priest")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Asura Priest", target="player")
    _pass_chains(s)
    assert _asura(duel).attacked_targets == (None,)
    assert not s.has("attack", "Asura Priest")
    check_invariants(duel)
