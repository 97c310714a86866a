"""Asura Priest's further attack replayed: the replay offers the opponent's monsters it has not
attacked this turn (never the one it already attacked, never a direct attack).

Asura Priest's text (it may attack every monster the opponent controls once each; no direct
attack once it attacked a monster); formatlibrary.com, GOAT rulings "Asura Priest"; seed 004
§战斗阶段中的卷回 (the replay chooses that attack's target again, or stops). The other cases, where
no monster is left to choose: tests/cards/test_asura_priest_second_attack_on_a_replay_r51q.py.

Round 52m: a mutant of battle.py `_attack_proc` (a further attack's replay offering no target at
all where one is left) that the Asura Priest tests did not tell from the real engine."""

from duelist.testing.reads import banished, lp
from duelist.testing.scenario import Script, Table


def test_the_replay_of_asura_priests_second_attack_offers_the_monster_it_has_not_attacked():
    """Q: Asura Priest attacks my Mystical Elf in Defense Position (2000 DEF: it survives, my
    opponent takes 300), then attacks my Hitotsu-Me Giant, which I banish with Interdimensional
    Matter Transporter; I still control the Elf and Celtic Guardian. A: on the replay Asura may
    attack Celtic Guardian (not yet attacked) or stop -- not the Elf again, not me directly. It
    attacks the Guardian: 1700 against 1400, the Guardian is destroyed and I take 300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Asura Priest")
    elf = table.monster(1, "Mystical Elf", position="defense")
    giant = table.monster(1, "Hitotsu-Me Giant")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Asura Priest", target=elf)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7700, 8000)
    s.pick("attack", "Asura Priest", target=giant, request="battle")
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", giant, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == ["Hitotsu-Me Giant"]
    request = s.expect(request="replay", player=0)
    assert sorted((o.kind, o.target_name) for o in request.options) == [
        ("retarget", "Celtic Guardian"), ("stop_attack", None)]
    s.pick("retarget", "Asura Priest", target=guardian)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7700, 7700)
    assert sorted(c.name for c in duel.players[1].grave) == ["Celtic Guardian", "Interdimensional Matter Transporter"]
