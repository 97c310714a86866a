"""Kunai with Chain's text (the MR5 preset, today's text, in our words): its player uses one
or both of two effects: when an opponent's monster declares an attack, that attacker, chosen as
a target, is changed to Defense Position; and it becomes an Equip Card on a face-up monster of
its player's, chosen as a target, which gains 500 ATK (the OCG 《鎖付きブーメラン》 reads the same:
one or both may be chosen, the first at an opponent's attack declaration).

Seed 000 §陷阱卡 (a Trap's activation as its text allows; a Trap that becomes an Equip Card
stays on the field as one). Sources: yugioh-wiki.net 《鎖付きブーメラン》 (the text above: either one
or both may be used); Metagame.com's Kunai with Chain preview (one or both effects may be
chosen; the first only when an opponent's monster attacks, changing it to Defense Position).

Request h40d-4: both tests fail on main (41758b2): the script plays "one of two uses", its first
use on any opponent's Attack Position monster at any time, and offers no "both".

The tests try every activation of Kunai with Chain offered (however the script names its
choices), answering each question the way the ruling asks about."""

from duelist.testing.scenario import Script, Table


def _kunai_activations(build):
    duel = build()
    return len(Script(duel).options("activate", "Kunai with Chain"))


def _play(duel, s, pick_index, prefer):
    """Answer Kunai with Chain's activation `pick_index`, then every question: a target from
    `prefer` when offered (names), else the first option; pass every chain."""
    s.answer(s.options("activate", "Kunai with Chain")[pick_index])
    for _ in range(12):
        request = duel.request
        if request is None or request.kind in ("battle", "idle", "replay"):
            return
        if request.kind == "chain":
            s.pick("pass")
            continue
        wanted = [o for o in request.options if o.name in prefer or getattr(o, "target_name", None) in prefer]
        s.answer(wanted[0] if wanted else request.options[0])


def test_kunai_with_chain_cannot_change_a_monster_to_defense_outside_an_attack_declaration():
    """Q: in my opponent's Main Phase, their Battle Ox just Normal Summoned, may I activate Kunai
    with Chain to change it to Defense Position? A: no: that effect is activated only when an
    opponent's monster declares an attack (and targets the attacker); I may only equip."""
    def build():
        table = Table(rules="MR5", turn=4, turn_player=1)
        table.monster(0, "Celtic Guardian")
        table.spell_trap(0, "Kunai with Chain")
        table.hand(1, "Battle Ox")
        duel = table.build()
        Script(duel).pick("summon", "Battle Ox", player=1)
        return duel
    count = _kunai_activations(build)
    assert count >= 1                                  # the equip use is free-chain
    for index in range(count):
        duel = build()
        s = Script(duel)
        _play(duel, s, index, prefer=("Battle Ox",))
        [ox] = [c for c in duel.monsters(1) if c.name == "Battle Ox"]
        assert ox.position == "attack", "activation %d changed Battle Ox's position" % index


def test_kunai_with_chain_may_use_both_effects_at_an_attack_declaration():
    """Q: my opponent's Battle Ox attacks my Celtic Guardian; may I activate Kunai with Chain for
    both effects? A: yes: Battle Ox goes to Defense Position (its attack stops) and Kunai with
    Chain equips Celtic Guardian (1900 ATK)."""
    def build():
        table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
        table.monster(0, "Celtic Guardian")
        table.spell_trap(0, "Kunai with Chain")
        table.monster(1, "Battle Ox")
        duel = table.build()
        Script(duel).pick("attack", "Battle Ox", target="Celtic Guardian", player=1)
        return duel
    outcomes = []
    for index in range(_kunai_activations(build)):
        duel = build()
        s = Script(duel)
        _play(duel, s, index, prefer=("Battle Ox", "Celtic Guardian"))
        ox = [c.position for c in duel.monsters(1) if c.name == "Battle Ox"]
        knight = [duel.atk(c) for c in duel.monsters(0) if c.name == "Celtic Guardian"]
        outcomes.append((ox[0] if ox else None, knight[0] if knight else None))
    assert ("defense", 1900) in outcomes, outcomes
