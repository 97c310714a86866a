"""A resolved Normal Spell, Quick-Play Spell, Normal Trap (a card that does not stay on the
field) waits face-up on the field until the WHOLE chain has resolved; then the chain's cards go
to the GY together. It does not go to the GY as soon as its own chain link has resolved.

Seed 000 §魔法卡 / §陷阱卡 ("the card goes to the GY after its effect has been applied") leaves
the moment open; the sources below fix it, the same in both eras:
- today's rules: yugioh.lastdraw.com/explanation/normal-spell-card ("After it Resolves": the
  Normal Spell goes to the GY once the chain it was activated in has resolved);
  yomifrog.lima-city.de/xgm/en/Extended_Game_Mechanics_-_Chapter_6.php ("Resolving a Chain":
  no card goes to the GY while the chain resolves; the chain's cards go there at the same time
  after the whole chain, unless an effect in the chain moved one); yugiohleader.blogspot.com
  2009/08 "Yu-Gi-Oh rules", CHAINS › Resolve (a card no effect of the chain removed stays on
  the field until the entire chain has resolved).
- 2004-2005 (the GOAT preset): the OCG "Expert Rule" page home.att.ne.jp/moon/puppiy/rule/trap/
  T1/trap1.htm (2004-2005: a Normal Trap leaves the field when the chain ENDS, チェーン終了時);
  the Good Goblin Housekeeping + Emergency Provisions combo of 2005 (yugioh-wiki.net
  《ゴブリンのやりくり上手》; Metagame.com "The Binder: Good Goblin Housekeeping", M. Rosenberg):
  three copies chained together count none of each other unless Emergency Provisions sends them
  to the GY as its cost -- they are still on the field while the chain resolves.

A card waiting so is not returned to the hand or Deck by an earlier link of its chain
(kperovic.com mirror of Metagame.com "The Binder: Giant Trunade", M. Rosenberg, 2005: Giant
Trunade leaves the activated non-Continuous Spells and Traps alone; yugioh.fandom.com/vi/wiki/
Trả_lại, the "Return" page: an activated Normal/Quick-Play/Ritual Spell or Normal/Counter Trap
cannot be returned from the field to the hand or Deck in that same chain). It can be destroyed
by an earlier link (round 55z): yomifrog's chapter and yugiohleader's page name a card an effect
of the chain removes as the one exception to the chain-end sending, without limiting it to cards
not yet resolved; no source found keeps a waiting card out of a destruction's reach (Heavy
Storm: tests/cards/test_field_clearing_spells.py; Dust Tornado, Artifact Ignition, Stamping
Destruction: tests/cards/test_stamping_destruction_chained_trap_r55u.py).
"""

import pytest

from duelist.cards.registry import script_index
from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

_RULE = ("a resolved Normal Spell/Trap or Quick-Play waits on the field until the whole chain has "
         "resolved (lastdraw 'Normal Spell Card'; yomifrog XGM ch. 6; 2004 OCG expert rule "
         "チェーン終了時; Good Goblin Housekeeping + Emergency Provisions, 2005): the engine sends "
         "it to the GY right after its own link (chain.py _resolve_chain)")


def _pass_all(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_secret_barrel_counts_the_normal_trap_chained_to_it(rules):
    """Q: I activate Secret Barrel (200 per card in my opponent's hand and on their field) while
    they hold 2 cards and control a monster and a Set Waboku; they chain Waboku. A: Waboku has
    resolved but is still on their field when Secret Barrel counts: 4 cards, 800 damage; then
    Waboku and Secret Barrel go to the GY."""
    kw = {"rules": rules} if rules else {}
    table = Table(turn=3, turn_player=1, phase="main1", **kw)
    table.spell_trap(0, "Secret Barrel")
    table.hand(1, "Battle Ox", "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    s.pick("activate", "Secret Barrel", player=0, request="chain")
    s.pick("activate", "Waboku", player=1, request="chain")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 800)
    assert grave(duel, 1) == ["Waboku"] and grave(duel, 0) == ["Secret Barrel"]


def test_the_chains_cards_reach_the_gy_after_the_last_link():
    """Q: I activate Dark Hole; my opponent chains Mystical Space Typhoon on my Set Waboku.
    When do the Typhoon and Dark Hole go to the GY? A: both after Dark Hole (chain link 1) has
    resolved, at the end of the chain: the Typhoon's move comes after link 1 resolves, so my
    opponent's GY reads Battle Ox (destroyed by Dark Hole) and then the Typhoon."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    waboku = table.spell_trap(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", waboku, player=1)
    _pass_all(s)
    link1 = [e["i"] for e in of_type(duel, "resolve") if e["link"] == 1][-1]
    sent = {e["name"]: e["i"] for e in of_type(duel, "to_grave") if e["reason"] == "resolved"}
    end = of_type(duel, "chain_end")[-1]["i"]
    assert link1 < sent["Mystical Space Typhoon"] < end and link1 < sent["Dark Hole"] < end
    assert grave(duel, 1) == ["Battle Ox", "Mystical Space Typhoon"]
    assert grave(duel, 0) == ["Waboku", "Dark Hole"]


@pytest.mark.skipif(51394546 not in script_index(), reason="Cemetary Bomb is scripted by round h55i")
def test_cemetary_bomb_does_not_count_the_typhoon_chained_to_it():
    """Q: my opponent's GY holds 2 cards; I activate Cemetary Bomb (100 per card in their GY)
    and they chain Mystical Space Typhoon on my Set Waboku. A: the Typhoon has resolved but is
    still on their field when Cemetary Bomb counts: 2 cards, 200 damage (not 300)."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Cemetary Bomb")
    waboku = table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.grave(1, "Battle Ox", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cemetary Bomb", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", waboku, player=1)
    _pass_all(s)
    assert lp(duel) == (8000, 7800)
    assert grave(duel, 1) == ["Battle Ox", "Dark Hole", "Mystical Space Typhoon"]


def test_giant_trunade_does_not_return_a_resolved_typhoon_chained_to_it():
    """Q: I activate Giant Trunade; my opponent chains Mystical Space Typhoon on my Set Waboku
    and also controls a Set Trap Hole. A: Trunade returns Trap Hole to their hand, but not the
    Typhoon: an activated Normal/Quick-Play Spell or Normal/Counter Trap is not returned to the
    hand or Deck in its own chain (Metagame.com "Binder: Giant Trunade", M. Rosenberg: the
    activated non-Continuous Spells and Traps stay out of its reach; yugipedia "Return"); the
    Typhoon goes to the GY at the chain's end. (The engine keeps the waiting cards' uids while
    the chain resolves; actions.py `to_hand` / `to_deck` leave them: round 55z.)"""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Giant Trunade")
    waboku = table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Giant Trunade", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", waboku, player=1)
    _pass_all(s)
    assert hand(duel, 1) == ["Trap Hole"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert grave(duel, 0) == ["Waboku", "Giant Trunade"]
