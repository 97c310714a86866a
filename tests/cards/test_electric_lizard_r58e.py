"""Electric Lizard (55875323): a monster that is not a Zombie and attacks it cannot declare an attack
during its controller's next turn.

Sources, in our words: the card's texts (MRD-048, 2002: a non-Zombie monster attacking it cannot
attack on its following turn; today's: the same; no ERAS entry); yugioh-wiki.net 《でんきトカゲ》: a
trigger effect, activated when attacked face-down too and whatever the battle's result; "the next turn"
is the attacking monster's controller's next turn. Our reading: activated after damage calculation
(a Set Lizard is face-up by then), while it is still on the field even if destroyed by that battle;
Skill Drain negates it (seed 000 §永續效果)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

EL = "Electric Lizard"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _to_battle_of_turn(duel, s, turn):
    """End turns until `turn`'s Battle Step menu."""
    while True:
        _pass_all(s, duel)
        if duel.turn == turn and duel.request.kind == "battle":
            return
        if duel.turn == turn and duel.request.kind == "idle":
            s.pick("battle")
            continue
        s.end_turn()


def _attack_the_lizard(attacker, extra=None):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    lizard = table.monster(0, EL, position="set")
    table.monster(1, attacker)
    if extra:
        extra(table)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=lizard, request="battle")
    _pass_all(s, duel)
    return duel, s


def test_electric_lizard_attacker_cannot_attack_in_its_next_turn():
    """Q: my opponent's Battle Ox attacks my Set Electric Lizard and destroys it. A: the Lizard's
    effect still applies: in my opponent's next turn the Ox has no attack; in the turn after that
    one of theirs it attacks again."""
    duel, s = _attack_the_lizard("Battle Ox")
    assert grave(duel, 0) == [EL]
    _to_battle_of_turn(duel, s, 6)
    assert not s.has("attack", "Battle Ox")
    _to_battle_of_turn(duel, s, 8)
    assert s.has("attack", "Battle Ox", target="player")


def test_electric_lizard_a_zombie_attacker_is_not_locked():
    """Q: my opponent's Armored Zombie (a Zombie) attacks and destroys my Set Electric Lizard. A:
    nothing happens to it: it attacks in my opponent's next turn."""
    duel, s = _attack_the_lizard("Armored Zombie")
    assert grave(duel, 0) == [EL]
    _to_battle_of_turn(duel, s, 6)
    assert s.has("attack", "Armored Zombie", target="player")


def test_electric_lizard_under_skill_drain_locks_nothing():
    """Q: my opponent's Skill Drain is face-up; their Battle Ox destroys my Set Electric Lizard. A:
    the effect is negated: the Ox attacks in my opponent's next turn."""
    duel, s = _attack_the_lizard(
        "Battle Ox", extra=lambda table: table.spell_trap(1, "Skill Drain", face_down=False))
    assert grave(duel, 0) == [EL]
    _to_battle_of_turn(duel, s, 6)
    assert s.has("attack", "Battle Ox", target="player")
