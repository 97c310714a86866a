"""Solar Flare Dragon (45985838): it cannot be attacked while its controller controls another Pyro
monster; in each of its controller's End Phases the opponent takes 500 damage.

Sources: the card's text in our words (the 2005 print, AST-032, and today's do the same: no ERAS
entry). "Another Pyro monster": a face-up one (a face-down monster shows no Type; our reading).
Two Solar Flare Dragons guard each other: the opponent may attack neither, and no direct attack
while its controller controls a monster (seed 004 §直接攻击: a direct attack only with no monster
on the opposing field), the Goat lock players know. The End Phase burn is a mandatory trigger of
its controller's End Phase only; Skill Drain negates both effects."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

SFD = "Solar Flare Dragon"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind in ("chain", "order"):
        if duel.request.kind == "order":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass", player=duel.request.player)


def _attack_targets(duel, attacker_uid):
    return sorted(str(o.target_name if o.target != "player" else "player") for o in duel.request.options
                  if o.kind == "attack" and o.card == attacker_uid)


def _opponents_battle(*mine, skill_drain=False):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    for name, pos in mine:
        table.monster(0, name, position=pos)
    ox = table.monster(1, "Battle Ox")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    return duel, ox


def test_solar_flare_dragon_cannot_be_attacked_beside_a_pyro():
    """Q: I control Solar Flare Dragon and a face-up Hinotama Soul (a Pyro). A: my opponent's Battle
    Ox may attack only Hinotama Soul."""
    duel, ox = _opponents_battle((SFD, "attack"), ("Hinotama Soul", "attack"))
    assert _attack_targets(duel, ox.uid(duel)) == ["Hinotama Soul"]


def test_solar_flare_dragon_alone_can_be_attacked():
    """Q: Solar Flare Dragon is my only monster. A: it can be attacked."""
    duel, ox = _opponents_battle((SFD, "attack"))
    assert _attack_targets(duel, ox.uid(duel)) == [SFD]


def test_solar_flare_dragon_a_face_down_pyro_does_not_guard_it():
    """Q: my other monster is a face-down Hinotama Soul. A: it shows no Type: both can be attacked."""
    duel, ox = _opponents_battle((SFD, "attack"), ("Hinotama Soul", "set"))
    options = [o for o in duel.request.options if o.kind == "attack" and o.card == ox.uid(duel)]
    assert len(options) == 2 and SFD in [o.target_name for o in options]


def test_solar_flare_dragon_two_guard_each_other():
    """Q: I control two Solar Flare Dragons. A: my opponent can attack neither, and cannot attack
    directly either: no attack at all."""
    duel, ox = _opponents_battle((SFD, "attack"), (SFD, "attack"))
    assert _attack_targets(duel, ox.uid(duel)) == []
    assert not Script(duel).has("attack", "Battle Ox")


def test_solar_flare_dragon_skill_drain_lets_it_be_attacked():
    """Q: my opponent's Skill Drain is face-up, and I control Solar Flare Dragon and Hinotama Soul.
    A: its effect is negated: Battle Ox may attack either."""
    duel, ox = _opponents_battle((SFD, "attack"), ("Hinotama Soul", "attack"), skill_drain=True)
    assert _attack_targets(duel, ox.uid(duel)) == ["Hinotama Soul", SFD]


def _to_end_phase(turn_player, copies=1, skill_drain=False):
    table = Table(rules="GOAT", turn=3 if turn_player == 0 else 4, turn_player=turn_player, phase="main2")
    for _ in range(copies):
        table.monster(0, SFD)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    _pass_all(s, duel)
    return duel


def test_solar_flare_dragon_burns_500_in_my_end_phase():
    """Q: my turn ends with Solar Flare Dragon on my field. A: in my End Phase my opponent takes 500."""
    duel = _to_end_phase(0)
    assert lp(duel) == (8000, 7500) and duel.turn == 4


def test_solar_flare_dragon_two_copies_burn_1000():
    """Q: two Solar Flare Dragons. A: each burns: 1000."""
    duel = _to_end_phase(0, copies=2)
    assert lp(duel) == (8000, 7000)


def test_solar_flare_dragon_not_in_the_opponents_end_phase():
    """Q: my opponent's turn ends while my Solar Flare Dragon is on the field. A: no damage."""
    duel = _to_end_phase(1)
    assert lp(duel) == (8000, 8000) and duel.turn == 5


def test_solar_flare_dragon_skill_drain_stops_the_burn():
    """Q: my opponent's Skill Drain is face-up when my turn ends. A: no damage."""
    duel = _to_end_phase(0, skill_drain=True)
    assert lp(duel) == (8000, 8000)
