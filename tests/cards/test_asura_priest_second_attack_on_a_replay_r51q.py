"""Asura Priest may attack every monster the opponent controls once each, and attacks directly
only if it has attacked no monster this turn; a replay during a further attack chooses that
attack's target again under the same limits (round 51q).

Asura Priest's text (its LOD English text: "You cannot attack your opponent directly if you attack
any monsters first"); formatlibrary.com, GOAT rulings "Asura Priest" (a direct attack only if it
has not already attacked a monster this turn; each monster only once); seed 004 §战斗阶段中的卷回
(the replay chooses the same attack's target again, or stops)."""

import pytest

from duelist.testing.reads import banished, lp
from duelist.testing.scenario import Script, Table


def _second_attack_replayed(elf_position):
    """Asura Priest attacks Mystical Elf, then Hitotsu-Me Giant, which its player banishes with
    Interdimensional Matter Transporter; returns the duel at the replay."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Asura Priest")
    elf = table.monster(1, "Mystical Elf", position=elf_position)
    giant = table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Asura Priest", target=elf)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", "Asura Priest", target=giant, request="battle")
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", giant, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == ["Hitotsu-Me Giant"]
    return duel, s


def test_a_replay_of_asura_priests_first_attack_may_attack_directly():
    """Q: Asura Priest attacks my only monster, Mystical Elf; I banish the Elf with
    Interdimensional Matter Transporter. A: Asura has attacked no monster yet: on the replay it
    may attack me directly."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Asura Priest")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Asura Priest", target=elf)
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("retarget", "Asura Priest", target="player", request="replay")
    assert lp(duel) == (8000, 6300)


@pytest.mark.xfail(strict=True, reason="request h51q-4: the replay ignores Asura Priest's attacks this turn")
def test_a_replay_of_asura_priests_second_attack_does_not_offer_the_monster_it_attacked():
    """Q: Asura Priest attacks my Mystical Elf in Defense Position (2000 DEF: the Elf survives),
    then attacks my Hitotsu-Me Giant, which I banish. A: the replay may not choose the Elf again
    (Asura attacks each monster once): my opponent may only stop."""
    duel, s = _second_attack_replayed("defense")
    assert lp(duel) == (7700, 8000)
    request = s.expect(request="replay", player=0)
    assert [o.kind for o in request.options] == ["stop_attack"]


@pytest.mark.xfail(strict=True, reason="request h51q-4: the replay ignores Asura Priest's attacks this turn")
def test_a_replay_of_asura_priests_second_attack_does_not_offer_a_direct_attack():
    """Q: Asura Priest destroys my Mystical Elf (Attack Position), then attacks my Hitotsu-Me
    Giant, which I banish: I control no monster. A: Asura has attacked a monster this turn, so it
    may not attack me directly: my opponent may only stop."""
    duel, s = _second_attack_replayed("attack")
    assert lp(duel) == (8000, 7100)
    request = s.expect(request="replay", player=0)
    assert [o.kind for o in request.options] == ["stop_attack"]


@pytest.mark.xfail(strict=True, reason="request h51q-4 (c): a replay's new target is not recorded as attacked")
def test_the_monster_asura_priest_attacked_on_a_replay_may_not_be_attacked_again():
    """Q: Asura Priest attacks my Mystical Elf; I banish the Elf with Interdimensional Matter
    Transporter, and on the replay Asura attacks my Giant Soldier of Stone in Defense Position
    (2000 DEF: it survives, my opponent takes 300). A: Asura has attacked the Giant Soldier: it
    may not attack it again this turn (each monster once) -- only the end of the Battle Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Asura Priest")
    elf = table.monster(1, "Mystical Elf")
    soldier = table.monster(1, "Giant Soldier of Stone", position="defense")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Asura Priest", target=elf)
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("retarget", "Asura Priest", target=soldier, request="replay")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7700, 8000) and soldier.card(duel).location == "mzone"
    assert [o.kind for o in s.expect(request="battle", player=0).options] == ["end_battle"]


@pytest.mark.xfail(strict=True, reason="request h51q-4 (d): a replay's direct attack is not recorded")
def test_asura_priest_that_attacked_directly_on_a_replay_may_not_attack_sheep_tokens_that_arrive():
    """Q: Asura Priest attacks my only monster, Mystical Elf; I banish it with Interdimensional
    Matter Transporter and Asura attacks me directly on the replay (1700). As my opponent ends
    the Battle Phase I activate Scapegoat. A: Asura has attacked directly this turn, so it may
    not attack the Sheep Tokens (formatlibrary.com's example: Scapegoat after its direct attack)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Asura Priest")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Asura Priest", target=elf)
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("retarget", "Asura Priest", target="player", request="replay")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 6300)
    s.pick("end_battle", request="battle")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [o.kind for o in s.expect(request="battle", player=0).options] == ["end_battle"]
