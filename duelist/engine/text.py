"""Human-readable lines for log events and a compact board picture (terminal, logs)."""

from duelist.engine.events import event_for

POSITION_WORDS = {"attack": "Attack Position", "defense": "Defense Position",
                  "set": "face-down Defense Position"}
PHASE_WORDS = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1",
               "battle": "Battle Phase", "main2": "Main Phase 2", "end": "End Phase"}
STEP_WORDS = {"end": "End Step", "damage_start": "Damage Step begins",
              "before_damage_calculation": "before damage calculation",
              "after_damage_calculation": "after damage calculation",
              "damage_end": "Damage Step ends"}


def player_name(p, names=None):
    if names:
        return names[p]
    return "Player %d" % (p + 1)


def describe(event, viewer=None, names=None):
    """One line for an event as `viewer` sees it, or None for bookkeeping events."""
    e = event_for(event, viewer)
    kind = e["type"]
    who = player_name(e["player"], names) if "player" in e and isinstance(e["player"], int) else None
    card = e.get("name")
    if kind == "duel_start":
        return "Duel begins (%s rules, %d LP each)" % (e["rules"], e["lp"][0])
    if kind == "coin_toss":
        return "%s wins the coin toss" % player_name(e["winner"], names)
    if kind == "first_player":
        return "%s goes first" % who
    if kind == "shuffle":
        return None
    if kind == "draw":
        return "%s draws %s" % (who, card if card else "a card")
    if kind == "turn":
        return "--- Turn %d: %s ---" % (e["turn"], who)
    if kind == "phase":
        return "[%s]" % PHASE_WORDS.get(e["phase"], e["phase"])
    if kind == "step":
        return "[%s]" % STEP_WORDS.get(e["step"], e["step"])
    if kind == "summon":
        extra = " (Tribute Summon)" if e.get("kind") == "tribute" else ""
        return "%s Normal Summons %s in Attack Position%s" % (who, card, extra)
    if kind == "set_monster":
        return "%s Sets %s" % (who, card if card else "a monster")
    if kind == "flip_summon":
        return "%s Flip Summons %s" % (who, card)
    if kind == "position":
        return "%s changes %s to %s" % (who, card, POSITION_WORDS.get(e["to"], e["to"]))
    if kind == "to_grave":
        reasons = {"tribute": "is Tributed", "battle": "is sent to the GY",
                   "hand_limit": "is discarded (hand limit)"}
        return "%s %s" % (card, reasons.get(e["reason"], "is sent to the GY (%s)" % e["reason"]))
    if kind == "attack":
        target = "directly" if e["target"] == "player" else e.get("target_name", "a face-down monster")
        return "%s attacks %s" % (card, target)
    if kind == "retarget":
        return "Replay: the attack is redirected" + (" at the player" if e["target"] == "player" else "")
    if kind == "replay":
        return "Replay: the number of monsters changed"
    if kind == "attack_ended":
        return "The attack ends (%s)" % e["reason"].replace("_", " ")
    if kind == "flip":
        return "%s is flipped face-up" % card
    if kind == "battle":
        if e["target"] == "player":
            return "Battle: %d ATK direct attack" % e["atk"]
        return "Battle: %d ATK vs %d %s" % (e["atk"], e["value"],
                                           "ATK" if e.get("target_position") == "attack" else "DEF")
    if kind == "damage":
        return "%s takes %d damage (LP %d)" % (who, e["amount"], e["lp"])
    if kind == "destroyed":
        return "%s is destroyed by battle" % card
    if kind == "deck_out":
        return "%s must draw but the deck is empty" % who
    if kind == "turn_end":
        return None
    if kind == "duel_end":
        if e["winner"] is None:
            return "The duel is a DRAW (%s)" % e["reason"]
        return "%s WINS (%s)" % (player_name(e["winner"], names), e["reason"])
    if kind == "moved":
        return "%s is moved to %s" % (card, e["to"])
    return "%s %s" % (kind, {k: v for k, v in e.items() if k not in ("type", "i")})


def describe_result(result, names=None):
    if result is None:
        return "the duel is not over"
    if result["winner"] is None:
        return "Draw (%s) on turn %d" % (result["reason"], result["turn"])
    reasons = {"lp": "LP reached 0", "deck_out": "could not draw"}
    return "%s wins on turn %d (opponent %s)" % (
        player_name(result["winner"], names), result["turn"],
        reasons.get(result["reason"], result["reason"]))
