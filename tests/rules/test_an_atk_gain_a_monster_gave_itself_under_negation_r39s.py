"""An ATK change a monster's own effect gave itself is part of that monster's effects: when
the monster's effects are negated the change is lost, and it does not come back when the
negation ends. Ruling source: Konami OCG FAQ, Number 17: Leviathan Dragon ("While Skill Drain
or Effect Veiler apply their effects, are the effects of Number 17: Leviathan Dragon of
increasing its own ATK by 500 ... negated?": its ATK returns to its original value, and stays
there even once Skill Drain no longer applies; quoted on the Yu-Gi-Oh! Wiki, Card Rulings:
Number 17: Leviathan Dragon); the same reading for Levels, Yugipedia, Card Rulings: Skill Drain
(Infernity Avenger: the Level it took by its own effect returns to its original Level).
seed 000 §效果分類 › 永續效果 / › 其他效果 (a monster effect applying on the field is negated
by Skill Drain)."""

from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def _gained(extra_hand=(), opponent_hand=()):
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, LEVIATHAN, materials=["Giant Soldier of Stone", "Sangan"])
    table.spell_trap(0, "Skill Drain")
    for name in extra_hand:
        table.hand(0, name)
    for name in opponent_hand:
        table.hand(1, name)
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Giant Soldier of Stone")
    _resolve(duel, s)
    assert duel.atk(dragon.card(duel)) == 2500
    return duel, s, dragon


def test_skill_drain_activated_after_leviathans_gain_takes_the_500_away():
    """Question: Leviathan Dragon detached a material and gained 500 (2500); then Skill Drain
    is activated. What is its ATK?
    Answer: 2000 -- the gain was its own effect, now negated."""
    duel, s, dragon = _gained()
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)
    assert duel.atk(dragon.card(duel)) == 2000


def test_the_500_does_not_come_back_when_skill_drain_leaves():
    """Question: the same, then Mystical Space Typhoon destroys Skill Drain. What is its ATK?
    Answer: still 2000 -- the lost gain does not come back (OCG FAQ)."""
    duel, s, dragon = _gained(extra_hand=["Mystical Space Typhoon"])
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Skill Drain")
    _resolve(duel, s)
    assert duel.atk(dragon.card(duel)) == 2000


def test_effect_veiler_after_leviathans_gain_takes_the_500_away():
    """Question: after the gain, the opponent answers Pot of Greed with Effect Veiler on
    Leviathan Dragon. What is its ATK?
    Answer: 2000 (the OCG FAQ names Effect Veiler beside Skill Drain)."""
    duel, s, dragon = _gained(extra_hand=["Pot of Greed"], opponent_hand=["Effect Veiler"])
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Effect Veiler", player=1)
    s.pick("target", LEVIATHAN)
    _resolve(duel, s)
    assert duel.atk(dragon.card(duel)) == 2000


def test_gagagas_declared_level_is_lost_when_skill_drain_applies():
    """Question: Gagaga Magician declares Level 6 (its own effect on itself); then its
    controller activates Skill Drain. What is its Level?
    Answer: 4, its printed Level -- as Infernity Avenger's Level taken by its own effect
    returns to its original Level under Skill Drain (Yugipedia, Card Rulings: Skill Drain)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    magician = table.monster(0, "Gagaga Magician")
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gagaga Magician")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    s.pick("option", "6", request="option")
    _resolve(duel, s)
    assert duel.level(magician.card(duel)) == 6
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)
    assert duel.level(magician.card(duel)) == 4
