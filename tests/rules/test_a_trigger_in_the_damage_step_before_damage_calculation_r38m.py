"""Only the triggers that start on a monster's flip by the attack wait until after damage
calculation (seed 000 §效果分類 誘發效果: "反轉場合發動的誘發效果" of a monster attacked face-down,
"在戰鬥傷害計算後的時點發動"); another trigger that may be activated in the Damage Step (the same
section: "必發效果" and the others it lists) and happens before damage calculation is activated
there, once the chain that made it has resolved.

Battle Ox attacks Mystical Elf; before damage calculation player 0 activates Rush Recklessly,
and player 1 chains Magic Jammer, discarding Dandylion as its cost. Dandylion's "sent to the
GY: 2 Fluff Tokens" is mandatory and no flip's trigger: it is activated as soon as Magic Jammer's chain has
resolved, and both Fluff Tokens are on the field before the battle is calculated.

Round 38m's mutants: chain.py `_build_trigger_chain` holding every trigger in those windows
(`_waits_for_damage_calculation` dropped from `self._hold_flips and ...`), and
`_waits_for_damage_calculation`'s `and`s written `or` (a trigger on its own card's event held);
with the first the engine loops in that window (`_chainable_pending` offers the trigger the chain
builder holds), and the test never ends: a kill by mutate.py's timeout."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _step(duel):
    steps = [e["step"] for e in duel.log if e["type"] == "step"]
    return steps[-1] if steps else None


def test_dandylion_discarded_before_damage_calculation_makes_its_tokens_before_the_battle():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Dandylion")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    while _step(duel) != "before_damage_calculation":
        s.pick("pass")
    s.pick("activate", "Rush Recklessly", request="chain")
    s.pick("target", "Battle Ox", request="target")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Dandylion", request="select")
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "option":
            s.pick("option", first=True)
        else:
            s.pick("pass")
    kinds = [(e["type"], e.get("name")) for e in duel.log if e["type"] in ("special_summon", "battle")]
    assert kinds == [("special_summon", "Fluff Token"), ("special_summon", "Fluff Token"), ("battle", None)]
    assert field_monsters(duel, 1) == ["Fluff Token", "Fluff Token"]
