"""Cross Counter (37083210): "DEF higher than the attacker's ATK" is a condition of its activation
only (round 54f).

Sources: the card's text (FET-EN049 2005 and today's: activated during damage calculation when an
opponent's monster attacks your Defense Position monster whose DEF is higher than the attacker's
ATK; then the damage is doubled and the attacker destroyed after damage calculation);
yugioh-wiki.net 《クロスカウンター》 FAQ (09/01/03: it cannot be activated when the DEF does not
exceed the ATK -- asked as it is activated). What it does as it resolves names no condition
(our reading of the text): an ATK raised in answer does not undo it. Shrink cannot be that
answer: a Quick-Play Spell is activated in the damage step only up to damage calculation (seed 000
§傷害步驟), and Cross Counter only during it; Injection Fairy Lily's current text (during damage
calculation) can, the 2005 one (up to damage calculation) cannot (docs/cards.md, Card texts by
era)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _lily_into_the_shield(rules, chain_lily):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Injection Fairy Lily")
    shield = table.monster(1, "Millennium Shield", position="defense")
    table.spell_trap(1, "Cross Counter")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Injection Fairy Lily", target=shield)
    offered = []
    for _ in range(30):
        request = duel.request
        if request is None or request.kind != "chain":
            break
        if s.has("activate", "Cross Counter"):
            s.pick("activate", "Cross Counter")
            continue
        if request.player == 0 and s.has("activate", "Injection Fairy Lily") and \
                of_type(duel, "chain"):
            offered.append(duel.damage_sub)
            if chain_lily:
                s.pick("activate", "Injection Fairy Lily")
                continue
        s.pick("pass")
    return duel, offered


def test_cross_counter_is_not_undone_by_lily_raising_her_atk_above_the_def():
    """Q: (today's texts) Injection Fairy Lily (400) attacks my Millennium Shield (DEF 3000); I
    activate Cross Counter during damage calculation and her player chains Lily's effect (2000
    LP: +3000, 3400). A: Cross Counter still resolves: her 3400 beats the Shield's 3000 DEF, so
    the Shield is destroyed by battle and nobody takes battle damage (no piercing; nothing for
    Cross Counter to double), and Lily is destroyed by Cross Counter after damage calculation."""
    duel, offered = _lily_into_the_shield("MR5", chain_lily=True)
    assert offered == ["calc"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Cross Counter", "Injection Fairy Lily"]
    assert lp(duel) == (6000, 8000) and of_type(duel, "damage") == []
    assert grave(duel, 0) == ["Injection Fairy Lily"] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Cross Counter", "Millennium Shield"]


def test_cross_counter_2005_lily_cannot_answer_during_damage_calculation():
    """Q: (GOAT) the same attack; I activate Cross Counter during damage calculation. May Lily's
    player answer with Lily? A: no: the 2005 Lily works up to damage calculation, not during it.
    Battle damage 2600 x 2 = 5200 to her player; Lily destroyed, my Shield stays."""
    duel, offered = _lily_into_the_shield("GOAT", chain_lily=True)
    assert offered == []
    assert lp(duel) == (2800, 8000)
    assert grave(duel, 0) == ["Injection Fairy Lily"] and field_monsters(duel, 1) == ["Millennium Shield"]
