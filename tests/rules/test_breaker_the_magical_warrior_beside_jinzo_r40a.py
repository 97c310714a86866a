"""Breaker the Magical Warrior's counter used beside Jinzo (the GOAT preset).

While Jinzo is face-up no Trap Card can be activated (Jinzo's text, 2005 and today), so a Set
Trap that Breaker targets cannot be chained in answer; without Jinzo its player may activate
it in answer (a Set Trap may be activated when its player has priority, seed 000 §卡片種類 ›
陷阱卡: "場上蓋伏的陷阱卡，在該玩家得到優先權時在自己或對方回合都能發動"), and the card
then resolves before Breaker's effect. The Goat players' "Breaker into Jinzo" line; Breaker's
Spell Counter is placed when it is Normal Summoned (its text)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _breaker_summoned(jinzo):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if jinzo:
        table.monster(0, "Jinzo")
    table.hand(0, "Breaker the Magical Warrior")
    call = table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Breaker the Magical Warrior", request="idle")
    s.pick("target", call)
    return duel, s


def test_under_jinzo_the_set_trap_breaker_targets_cannot_answer():
    """Q: I control Jinzo; I summon Breaker and remove its counter to destroy my opponent's Set
    Call of the Haunted: may they activate Call in answer? A: no: Jinzo stops every Trap
    activation; Call is destroyed Set."""
    duel, s = _breaker_summoned(jinzo=True)
    s.expect(request="idle", player=0)                      # nobody could answer: it resolved
    assert grave(duel, 1) == ["Summoned Skull", "Call of the Haunted"]
    assert field_monsters(duel, 1) == []


def test_without_jinzo_the_targeted_call_of_the_haunted_answers_and_its_monster_goes_with_it():
    """Q: the same without Jinzo: A: my opponent may chain Call of the Haunted: Summoned Skull
    comes back, then Breaker's effect destroys Call, and Call takes its monster with it."""
    duel, s = _breaker_summoned(jinzo=False)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Call of the Haunted", "Summoned Skull"]
