"""Chain Energy (79323590): what is a card "from the hand". A Flip Summon brings a card from
the field, so it costs nothing; a Tribute Summon is one card from the hand: 500 LP once, the
Tributes costing nothing (a Tribute is not a card played from the hand). A monster an effect
Special Summons from the hand costs 500 too (Marauding Captain's).

Sources: Chain Energy's texts (the Goat-era MRL-046 one: 500 LP for each card played or Set
from the hand; today's: 500 LP to Normal Summon, Special Summon, Set or activate a card from
the hand); Upper Deck's tournament ruling quoted in Pojo, "The real rules to CHAIN ENERGY"
(June 2003): a Normal Summon or Set of a monster is charged, "a card for Cost or Tribute" is
not, a Special Summon from the hand is. Seed 000 §通常召喚, §上級召喚 (the Tributes are not
summoned cards)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def _pass_until_idle(duel, s):
    for _ in range(6):
        if duel.request.kind == "idle":
            return
        s.pick("pass")


def test_chain_energy_charges_nothing_for_a_flip_summon_and_500_once_for_a_tribute_summon():
    """Question: Chain Energy is face-up. Player 0 Flip Summons their Set Sangan, then Tribute
    Summons Summoned Skull by Tributing Battle Ox. What do they pay? Answer: nothing for the
    Flip Summon, 500 for the Tribute Summon (one card from the hand)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.monster(0, "Sangan", position="set")
    table.monster(0, "Battle Ox")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Sangan", request="idle")
    _pass_until_idle(duel, s)
    assert lp(duel) == (8000, 8000)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    _pass_until_idle(duel, s)
    assert lp(duel) == (7500, 8000)
    assert field_monsters(duel, 0) == ["Sangan", "Summoned Skull"]


def test_chain_energy_charges_marauding_captains_normal_summon_and_the_monster_it_summons():
    """Question: the opponent's Chain Energy is face-up. Player 0 Normal Summons Marauding
    Captain and uses its effect to Special Summon Exiled Force from the hand. What do they pay?
    Answer: 500 for the Normal Summon and 500 for the Special Summon from the hand (today's
    text names Special Summons from the hand): 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, "Marauding Captain", "Exiled Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain", request="idle")
    assert lp(duel) == (7500, 8000)
    s.pick("yes", request="yes_no", player=0)
    if duel.request.kind == "select":
        s.pick("select", "Exiled Force", player=0)
    s.pick("option", "Attack Position", request="option", player=0)
    _pass_until_idle(duel, s)
    assert lp(duel) == (7000, 8000)
    assert field_monsters(duel, 0) == ["Marauding Captain", "Exiled Force"]
